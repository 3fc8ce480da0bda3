import InsetSim

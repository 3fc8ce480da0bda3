// The library users import. Each layer is a target of its own (see Package.swift); this one
// re-exports the public API of all of them, so `import InsetSim` is all an app's tests or a tool
// needs.
@_exported import InsetSimEngine
@_exported import InsetSimLint
@_exported import InsetSimMatrix
@_exported import InsetSimModel
@_exported import InsetSimRender
@_exported import InsetSimRules
@_exported import InsetSimSupport
@_exported import InsetSimTrace

import InsetSimBench

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A closed pipe is a failed write (EPIPE), which StandardOutput ends quietly, not a signal.
signal(SIGPIPE, SIG_IGN)
// A parent may start the tool with these signals blocked (the mask is inherited); an interrupt must still
// end the run and remove its temporary files (TemporaryFiles).
var interrupts = sigset_t()
sigemptyset(&interrupts)
for s in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&interrupts, s) }
sigprocmask(SIG_UNBLOCK, &interrupts, nil)
let status = CLI.main(Array(CommandLine.arguments.dropFirst()))
StandardOutput.finish()
exit(status)

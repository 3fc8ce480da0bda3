import InsetSimBench

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A closed pipe is a failed write (EPIPE), which StandardOutput ends quietly, not a signal.
signal(SIGPIPE, SIG_IGN)
// A parent may start the tool with these signals blocked (the mask is inherited); an interrupt must
// still end the run and remove its temporary files (TemporaryFiles).
var interrupts = sigset_t()
sigemptyset(&interrupts)
for s in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&interrupts, s) }
sigprocmask(SIG_UNBLOCK, &interrupts, nil)
// A script's background job starts with SIGINT ignored (POSIX), so Ctrl-C on the script left a long
// `docs` running: the tool stops on an interrupt wherever it was started. SIGHUP stays as inherited
// (nohup ignores it).
signal(SIGINT, SIG_DFL)
let status = CLI.main(Array(CommandLine.arguments.dropFirst()))
StandardOutput.finish()
exit(status)

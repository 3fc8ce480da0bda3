import InsetSimBench

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let status = CLI.main(Array(CommandLine.arguments.dropFirst()))
exit(status)

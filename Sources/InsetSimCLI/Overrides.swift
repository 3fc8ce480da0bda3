import InsetSim
import InsetSimBench

/// `--os` and `--device` overrides, checked as strictly as the scenario file.
enum Overrides {
  static func apply(os: String?, device: String?, to scenario: Scenario, file: String) throws(CLIError) -> Scenario {
    do {
      return try scenario.with(os: os, device: device, file: file + " (with --os/--device)")
    } catch {
      throw CLIError.input(error)
    }
  }
}

/// Writes command output to standard output or, atomically, to a file.
enum Output {
  static func write(_ text: String, to path: String?) throws(CLIError) {
    guard let path else {
      StandardOutput.write(text)
      return
    }
    do {
      try AtomicFile.write(text, to: path)
    } catch {
      throw CLIError.input(error)
    }
  }

  /// Text already in UTF-8 (a JSON Lines trace), written as it is.
  static func write(bytes: [UInt8], to path: String?) throws(CLIError) {
    guard let path else {
      StandardOutput.write(bytes: bytes)
      return
    }
    do {
      try AtomicFile.write(bytes: bytes, to: path)
    } catch {
      throw CLIError.input(error)
    }
  }
}

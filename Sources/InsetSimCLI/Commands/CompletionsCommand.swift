import InsetSim

/// `insetsim completions bash|zsh|fish`: a completion script made from the commands' declarations,
/// so it offers what each command takes: its options, their values (device names, releases,
/// formats) and the kinds of file it reads.
enum CompletionsCommand {
  static let spec = CommandSpec(
    verb: "completions", arguments: "bash|zsh|fish",
    summary: "a shell completion script (commands, options, devices, files)", options: [],
    about: """
      Prints a completion script for bash, zsh or fish: the commands, each command's options and
      their values (device names, iOS releases, formats), and the kind of file each command reads
      (*.scenario.json, *.trace.jsonl, *.sweep.json, folders). Install it with one of:
        insetsim completions bash > ~/.local/share/bash-completion/completions/insetsim
        insetsim completions zsh > ~/.zfunc/_insetsim      (with fpath+=(~/.zfunc) before compinit)
        insetsim completions fish > ~/.config/fish/completions/insetsim.fish
      """)
  static var help: String { spec.help }

  static let shells = ["bash", "zsh", "fish"]

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    guard a.positional.count == 1, let shell = a.positional.first else {
      throw CLIError.usage(
        "Expected one shell (bash, zsh or fish), got \(a.positional.count).", verb: "completions")
    }
    switch shell {
    case "bash": print(bash, terminator: "")
    case "zsh": print(zsh, terminator: "")
    case "fish": print(fish, terminator: "")
    default:
      throw CLIError.usage(
        "Unknown shell '\(shell)'; expected bash, zsh or fish."
          + Suggestions.didYouMean(shell, in: shells), verb: "completions")
    }
    return 0
  }

  // MARK: - What each argument takes

  /// What a command's positional arguments complete to: files with these suffixes (and folders when
  /// it reads a folder), or words.
  struct Positional {
    var suffixes: [String] = []
    var folders = false
    var words: [String] = []
  }

  static let scenario = ".scenario.json"
  static let trace = ".trace.jsonl"
  static let sweep = ".sweep.json"

  static func positional(_ verb: String) -> Positional {
    switch verb {
    case "run", "print", "compare": Positional(suffixes: [scenario])
    case "explain": Positional(suffixes: [scenario, trace])
    case "check", "lint": Positional(suffixes: [scenario, trace], folders: true)
    case "docs": Positional(suffixes: [scenario, trace], folders: true)
    case "replay": Positional(suffixes: [trace])
    case "diff": Positional(suffixes: [trace, scenario])
    case "matrix": Positional(suffixes: [scenario, sweep])
    case "devices": Positional(words: Device.allNames)
    case "rules": Positional(words: Rule.catalog.map(\.id.rawValue))
    case "reference": Positional(words: ReferencePages.pages.map(\.name))
    case "completions": Positional(words: shells)
    case "help": Positional(words: CLI.verbs.map(\.name))
    default: Positional()
    }
  }

  /// What an option's value completes to: a list of words, a path (nil words), or nothing
  /// (a number or a name the user makes up).
  enum Value {
    case words([String])
    case path
    case free
  }

  static func value(_ option: OptionSpec) -> Value? {
    guard let placeholder = option.value else { return nil }
    switch option.name {
    case "os": return .words(OSVersion.known.map(\.description))
    case "device": return .words(Device.allNames)
    case "orientation": return .words(Orientation.allCases.map(\.rawValue))
    case "out": return .path
    // `run --format FORMAT`: the renderers, listed in its help rather than its usage line.
    case "format" where placeholder == "FORMAT":
      return .words(RenderFormat.allCases.map(\.rawValue))
    default:
      if placeholder.contains("|") {
        return .words(placeholder.split(separator: "|").map(String.init))
      }
      return placeholder == "PATH" || placeholder == "DIR" ? .path : .free
    }
  }

  /// Every command with its options, `help` and `completions` included.
  static var commands: [(name: String, summary: String, options: [OptionSpec])] {
    CLI.verbs.map { ($0.name, $0.spec.summary, $0.spec.options) } + [
      ("help", "a command's usage, what it does and its options", [])
    ]
  }

  // MARK: - bash

  /// `text` in single quotes for a POSIX shell (bash and zsh).
  static func quoted(_ text: String) -> String {
    var out = "'"
    for c in text { out += c == "'" ? "'\\''" : String(c) }
    return out + "'"
  }

  static var bash: String {
    var s = """
      # bash completion for insetsim (insetsim completions bash)
      _insetsim_words() {
        case "$1" in

      """
    var lists: [(String, [String])] = [
      ("commands", commands.map(\.name) + ["--help", "--version"]),
      ("devices", Device.allNames), ("releases", OSVersion.known.map(\.description)),
    ]
    for c in commands {
      lists.append(("options-" + c.name, c.options.map { "--" + $0.name } + ["--help", "-h"]))
      let p = positional(c.name)
      if !p.words.isEmpty { lists.append(("arguments-" + c.name, p.words)) }
      for o in c.options {
        if case .words(let words)? = value(o), o.name != "os", o.name != "device" {
          lists.append(("\(c.name)--\(o.name)", words))
        }
      }
    }
    for (name, words) in lists {
      s += "    \(name)) printf '%s\\n' \(words.map(quoted).joined(separator: " ")) ;;\n"
    }
    s += """
        esac
      }

      _insetsim() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
        local verb="${COMP_WORDS[1]}" IFS=$'\\n' list=""
        cur="${cur//\\\\/}"
        if [[ $COMP_CWORD -eq 1 ]]; then
          list="$(_insetsim_words commands)"
        elif [[ "$prev" == --* ]]; then
          case "$verb $prev" in

      """
    for c in commands {
      for o in c.options {
        let key = quoted(c.name + " --" + o.name)
        switch value(o) {
        case nil: break
        case .words?:
          let source =
            o.name == "os" ? "releases" : o.name == "device" ? "devices" : "\(c.name)--\(o.name)"
          s += "      \(key)) list=\"$(_insetsim_words \(source))\" ;;\n"
        case .path?: s += "      \(key)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
        case .free?: s += "      \(key)) return ;;\n"
        }
      }
    }
    s += """
          esac
        fi
        if [[ -z "$list" && "$cur" == -* ]]; then
          list="$(_insetsim_words "options-$verb")"
        elif [[ -z "$list" ]]; then
          list="$(_insetsim_words "arguments-$verb")"
        fi
        if [[ -n "$list" ]]; then
          COMPREPLY=($(compgen -W "$list" -- "$cur"))
          COMPREPLY=($(printf '%q\\n' "${COMPREPLY[@]}"))
          return
        fi
        case "$verb" in

      """
    for c in commands {
      let p = positional(c.name)
      guard !p.suffixes.isEmpty else { continue }
      let files = p.suffixes.map { "$(compgen -f -X '!*\($0)' -- \"$cur\")" }.joined(separator: " ")
      s += "    \(c.name)) COMPREPLY=(\(files) $(compgen -d -- \"$cur\")) ;;\n"
    }
    s += """
        esac
        compopt -o filenames 2>/dev/null
      }
      complete -F _insetsim insetsim

      """
    return s
  }

  // MARK: - zsh

  /// Text for a zsh `_arguments` description, on one line: no brackets or colons, which the spec
  /// reads.
  static func described(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "[", "]", ":", "\n": out += " "
      default: out.append(c)
      }
    }
    return out
  }

  static var zsh: String {
    var s = """
      #compdef insetsim
      # zsh completion for insetsim (insetsim completions zsh)

      _insetsim_devices() {
        local -a names
        names=(\(Device.allNames.map(quoted).joined(separator: " ")))
        compadd -a names
      }

      _insetsim_releases() {
        compadd -- \(OSVersion.known.map(\.description).joined(separator: " "))
      }

      _insetsim() {
        local -a commands
        commands=(

      """
    for c in commands {
      s += "    \(quoted(c.name + ":" + described(c.summary)))\n"
    }
    s += """
        )
        if (( CURRENT == 2 )); then
          _describe -t commands 'insetsim command' commands
          _arguments '--version[Show the version.]' \\
            '(-h --help)'{-h,--help}'[Show help information.]'
          return
        fi
        words=(${words[2,-1]})
        (( CURRENT-- ))
        case $words[1] in

      """
    for c in commands {
      var specs: [String] = []
      for o in c.options {
        let head = (o.repeatable ? "*" : "") + "--" + o.name + "[" + described(o.help) + "]"
        switch value(o) {
        case nil: specs.append(quoted(head))
        case .words(let words)?:
          let action =
            o.name == "device"
            ? "_insetsim_devices"
            : o.name == "os" ? "_insetsim_releases" : "(\(words.joined(separator: " ")))"
          specs.append(quoted(head + ":" + o.name + ":" + action))
        case .path?: specs.append(quoted(head + ":path:_files"))
        case .free?: specs.append(quoted(head + ":" + o.name + ": "))
        }
      }
      specs.append("'(-h --help)'{-h,--help}'[Show help information.]'")
      let p = positional(c.name)
      if !p.suffixes.isEmpty {
        let names = p.suffixes.map { String($0.dropFirst()) }
        let glob =
          names.count == 1 ? "*.\(names[0])(-.)" : "*.(" + names.joined(separator: "|") + ")(-.)"
        specs.append(quoted("*:file:_files -g \"\(glob)\""))
      } else if !p.words.isEmpty {
        specs.append(quoted("1:argument:(\(p.words.map(zshWord).joined(separator: " ")))"))
      }
      s +=
        "    \(c.name))\n      _arguments -s \\\n        "
        + specs.joined(separator: " \\\n        ") + "\n      ;;\n"
    }
    s += """
        esac
      }

      _insetsim "$@"

      """
    return s
  }

  /// A word in a zsh `(…)` list: spaces and parentheses escaped.
  static func zshWord(_ word: String) -> String {
    var out = ""
    for c in word {
      if c == " " || c == "(" || c == ")" || c == "'" || c == "\\" || c == ":" { out += "\\" }
      out.append(c)
    }
    return out
  }

  // MARK: - fish

  /// `text` in single quotes for fish, on one line.
  static func fishQuoted(_ text: String) -> String {
    var out = "'"
    for c in text {
      if c == "'" || c == "\\" { out += "\\" }
      out.append(c == "\n" ? " " : c)
    }
    return out + "'"
  }

  static var fish: String {
    var s = """
      # fish completion for insetsim (insetsim completions fish)
      function __insetsim_devices
          printf '%s\\n' \(Device.allNames.map(fishQuoted).joined(separator: " "))
      end

      complete -c insetsim -f
      complete -c insetsim -n __fish_use_subcommand -l version -d 'Show the version.'
      complete -c insetsim -s h -l help -d 'Show help information.'

      """
    for c in commands {
      s +=
        "complete -c insetsim -n __fish_use_subcommand -a \(c.name) -d \(fishQuoted(c.summary))\n"
    }
    for c in commands {
      let when = fishQuoted("__fish_seen_subcommand_from \(c.name)")
      for o in c.options {
        var line = "complete -c insetsim -n \(when) -l \(o.name) -d \(fishQuoted(o.help))"
        switch value(o) {
        case nil: break
        case .words(let words)?:
          line +=
            o.name == "device"
            ? " -x -a '(__insetsim_devices)'"
            : " -x -a \(fishQuoted(words.joined(separator: " ")))"
        case .path?: line += " -r -F"
        case .free?: line += " -x"
        }
        s += line + "\n"
      }
      let p = positional(c.name)
      if !p.suffixes.isEmpty {
        let suffixes = p.suffixes.joined(separator: " ")
        s += "complete -c insetsim -n \(when) -k -a '(__fish_complete_suffix \(suffixes))'\n"
        if p.folders {
          s += "complete -c insetsim -n \(when) -a '(__fish_complete_directories)'\n"
        }
      } else if !p.words.isEmpty {
        let words = fishQuoted(p.words.map(fishArgument).joined(separator: " "))
        s += "complete -c insetsim -n \(when) -a \(words)\n"
      }
    }
    return s
  }

  /// A word inside fish's `-a '…'` list, which fish splits at spaces: spaces escaped.
  static func fishArgument(_ word: String) -> String {
    var out = ""
    for c in word {
      if c == " " || c == "(" || c == ")" { out += "\\" }
      out.append(c)
    }
    return out
  }
}

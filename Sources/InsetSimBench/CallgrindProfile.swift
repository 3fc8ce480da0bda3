/// The instructions each function spent itself (its self cost), read from a callgrind output file
/// of one event (`Ir`): what share of a run reference counting and the heap take.
///
/// The file names a function once as `fn=(id) name` (or `cfn=` for a callee) and by `(id)` after;
/// a cost line is a position and a count; the line after `calls=` is a call's inclusive cost, not
/// the caller's own, and is passed over.
package struct CallgrindProfile: Sendable {
  /// Self cost by function name (a recursion's `'2` suffix taken off).
  package private(set) var selfCost: [String: Double] = [:]
  package var total: Double { selfCost.values.reduce(0, +) }

  package init(text: String) {
    var names: [Substring: Substring] = [:]
    var current: Substring = ""
    var skipNext = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if skipNext {
        skipNext = false
        continue
      }
      if line.hasPrefix("fn=") || line.hasPrefix("cfn=") {
        let spec = line.drop(while: { $0 != "=" }).dropFirst()
        var name = spec
        if spec.hasPrefix("("), let close = spec.firstIndex(of: ")") {
          let id = spec[...close]
          let rest = spec[spec.index(after: close)...].drop(while: { $0 == " " })
          if rest.isEmpty {
            name = names[id] ?? id
          } else {
            names[id] = rest
            name = rest
          }
        }
        if line.hasPrefix("fn=") { current = name }
      } else if line.hasPrefix("calls=") {
        skipNext = true
      } else if let first = line.first,
        first.isNumber || first == "+" || first == "-" || first == "*"
      {
        guard let last = line.split(separator: " ").last, let cost = Double(last) else { continue }
        let base = current.split(separator: "'").first.map(String.init) ?? ""
        selfCost[base, default: 0] += cost
      }
    }
  }

  /// The self cost of reference counting (retains, releases, the slow paths of a release and the
  /// deallocation they start) and of the heap (Swift's allocation of objects and buffers, and
  /// malloc's and free's own functions).
  package var heapAndReferenceCounting: Double {
    selfCost.reduce(0) { sum, item in
      Self.isHeapOrReferenceCounting(item.key) ? sum + item.value : sum
    }
  }

  static func isHeapOrReferenceCounting(_ name: String) -> Bool {
    let prefixes = [
      "swift_retain", "swift_release", "swift_bridgeObjectRetain", "swift_bridgeObjectRelease",
      "swift_unknownObjectRetain", "swift_unknownObjectRelease", "swift_allocObject",
      "swift_deallocObject", "swift_deallocClassInstance", "swift_deallocUninitializedObject",
      "swift_slowAlloc", "swift_slowDealloc", "_swift_release_dealloc", "swift_allocBox",
      "swift_deallocBox", "malloc", "free", "cfree", "realloc", "_int_malloc", "_int_free",
      "_int_realloc", "malloc_consolidate", "unlink_chunk", "sysmalloc", "tcache_",
      "__libc_malloc", "__libc_free", "__libc_realloc",
    ]
    if name.contains("RefCounts<") { return true }
    // A demangled C++ name starts with its return type ("bool swift::RefCounts<…>"); a C or Swift
    // runtime name is the symbol itself.
    return prefixes.contains { name.hasPrefix($0) }
  }
}

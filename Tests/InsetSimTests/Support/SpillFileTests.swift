import Foundation
import InsetSimTraceFormat
import Testing

@testable import InsetSimSupport

/// A streamed run's temporary file: lines read back in the order written, whatever their length; no
/// name in its folder from the moment it is open.
@Suite struct SpillFileTests {
  static func withFolder<T>(_ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "insetsim-spill-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder.path)
  }

  static func next(_ spill: SpillFile) throws -> String? {
    try spill.nextLine().map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func linesComeBackInOrderAndTheFileHasNoName() throws {
    try Self.withFolder { folder in
      let spill = try SpillFile(in: folder)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
      try spill.append(Array("one\n\ntwo\n".utf8))
      #expect(try Self.next(spill) == "one")
      #expect(try Self.next(spill) == "")
      var text = JSONTextBuffer()
      text.append(raw: "three\n")
      try spill.append(text)
      #expect(try Self.next(spill) == "two")
      #expect(try Self.next(spill) == "three")
      #expect(try Self.next(spill) == nil)
      #expect(spill.isEmpty)
    }
  }

  @Test func aLineLongerThanOneReadComesBackWhole() throws {
    let long = String(repeating: "0123456789", count: 30_000)
    let spill = try SpillFile()
    try spill.append(Array(("a\n" + long + "\nb\n").utf8))
    #expect(try Self.next(spill) == "a")
    #expect(try Self.next(spill) == long)
    #expect(try Self.next(spill) == "b")
    #expect(try Self.next(spill) == nil)
  }

  @Test func aFileReadToItsEndStartsOverAndADiscardedWriteIsGone() throws {
    let spill = try SpillFile()
    try spill.append(Array("a\nb\n".utf8))
    #expect(try Self.next(spill) == "a")
    spill.reclaim()
    #expect(spill.size == 4, "not yet: a line is still waiting")
    #expect(try Self.next(spill) == "b")
    spill.reclaim()
    #expect(spill.size == 0)
    try spill.append(Array("c\n".utf8))
    let mark = spill.size
    try spill.append(Array("half a li".utf8))
    spill.discard(from: mark)
    #expect(try Self.next(spill) == "c")
    #expect(try Self.next(spill) == nil)
  }

  @Test func aFolderThatCannotHoldItIsAnError() {
    #expect(throws: InputError.self) { try SpillFile(in: "/nonexistent-folder-for-insetsim") }
  }
}

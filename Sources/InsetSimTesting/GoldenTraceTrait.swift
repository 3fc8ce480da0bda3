#if canImport(Testing) && compiler(>=6.1)
  import Testing

  /// A Swift Testing trait (Swift 6.1 and later, which can scope a trait's tests) that sets the
  /// golden-trace record mode of a suite or test:
  ///
  ///     @Suite(.goldenTraces(record: .failed))
  ///     struct LayoutGoldens { … }
  public struct GoldenTraceTrait: SuiteTrait, TestTrait {
    public let isRecursive = true
    /// The record mode the suite's or test's `expectTrace` calls use when they name none.
    public let record: GoldenRecordMode
  }

  extension Trait where Self == GoldenTraceTrait {
    /// Golden traces in the suite or test are recorded in `record` mode, unless a call names its
    /// own.
    public static func goldenTraces(record: GoldenRecordMode) -> Self {
      GoldenTraceTrait(record: record)
    }
  }

  extension GoldenTraceTrait: TestScoping {
    public func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      try await GoldenTraceScope.recordMode.withValue(record) { try await function() }
    }
  }
#endif

import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimLint
@testable import InsetSimMatrix
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// Numbers as every log, message and trace prints them (STYLE §5.3: fixed formatting, the same on
/// every machine): points as whole numbers or with at most two decimals, never "-0"; virtual
/// microseconds as seconds with three decimals.
@Suite struct NumberFormattingTests {
  // MARK: formatPoints

  @Test func wholePointsHaveNoFraction() {
    #expect(formatPoints(64) == "64")
    #expect(formatPoints(0) == "0")
    #expect(formatPoints(375) == "375")
    #expect(formatPoints(-64) == "-64")
    #expect(formatPoints(1313) == "1313")
  }

  @Test func fractionalPointsRoundToTwoDecimals() {
    #expect(formatPoints(97.666) == "97.67")
    #expect(formatPoints(53.667) == "53.67")
    #expect(formatPoints(0.5) == "0.5")
    #expect(formatPoints(40.25) == "40.25")
    #expect(formatPoints(-20.004) == "-20")
    #expect(formatPoints(0.1 + 0.2) == "0.3", "binary noise does not leak into the text")
  }

  /// Insets, frames, sizes and points are described with each number as `formatPoints` writes it,
  /// whole numbers written without a `String` each: the same text at every size and sign.
  @Test func listsOfPointsAreFormatPointsJoined() {
    let values: [Double] = [
      0, -0.0, 1, -1, 9, 10, 64, 375.5, 97.666, -0.004, 0.1 + 0.2, 99_999.123_456_789_01,
      12_345_678_901_234,
      89_999_999_999_999, 90_000_000_000_000, -90_000_000_000_001, 123_456_789_012_345, 1e15,
      -2.5e20, 1e308,
      .nan, .infinity, -.infinity, .leastNonzeroMagnitude, -.greatestFiniteMagnitude,
      4_503_599_627_370_497,
    ]
    for (i, a) in values.enumerated() {
      let b = values[(i * 7 + 3) % values.count]
      let c = values[(i * 5 + 1) % values.count]
      let d = values[(i + 11) % values.count]
      let (fa, fb, fc, fd) = (formatPoints(a), formatPoints(b), formatPoints(c), formatPoints(d))
      #expect(
        EdgeInsets(top: a, left: b, bottom: c, right: d).description
          == "(\(fa), \(fb), \(fc), \(fd))")
      #expect(Rect(x: a, y: b, width: c, height: d).description == "(\(fa), \(fb), \(fc), \(fd))")
      #expect(Point(x: a, y: b).description == "(\(fa), \(fb))")
      #expect(Size(width: a, height: b).description == "\(fa)×\(fb)")
    }
  }

  @Test func negativeZeroPrintsAsZero() {
    #expect(formatPoints(-0.0) == "0")
    #expect(formatPoints(-0.004) == "0", "rounds to zero: no '-0'")
  }

  @Test func nonFiniteValuesHaveFixedSpellings() {
    #expect(formatPoints(.nan) == "nan")
    #expect(formatPoints(.infinity) == "inf")
    #expect(formatPoints(-.infinity) == "-inf")
  }

  // MARK: formatSeconds

  @Test func microsecondsPrintAsSecondsWithThreeDecimals() {
    #expect(formatSeconds(16_667) == "0.017")
    #expect(formatSeconds(0) == "0.000")
    #expect(formatSeconds(350_000) == "0.350")
    #expect(formatSeconds(1_000_000) == "1.000")
    #expect(formatSeconds(1_400_000) == "1.400")
    #expect(formatSeconds(3_600_000_000) == "3600.000")
  }

  @Test func microsecondsRoundHalfUpToTheMillisecond() {
    #expect(formatSeconds(499) == "0.000")
    #expect(formatSeconds(500) == "0.001")
    #expect(formatSeconds(1_999_500) == "2.000")
  }

  @Test func negativeTimesKeepTheirSign() {
    #expect(formatSeconds(-16_667) == "-0.017")
    #expect(formatSeconds(Int64.min).hasPrefix("-"), "the most negative value does not trap")
    // 2^63 µs = 9,223,372,036,854,775.808 ms, rounded half up.
    #expect(formatSeconds(Int64.min) == "-9223372036854.776")
    #expect(formatSeconds(Int64.max) == "9223372036854.776")
    #expect(formatSeconds(-1) == "-0.000")
  }
}

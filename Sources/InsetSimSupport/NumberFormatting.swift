import InsetSimTraceFormat

/// Formats a length in points the same way on every machine: whole numbers without a fraction
/// (`64`), others with at most two decimals (`97.67`), never a locale's separator.
package func formatPoints(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value < 0 ? "-inf" : "inf" }
  // Beyond any screen: Swift's shortest form ("1e+308"), as "× 100" below would overflow to infinity.
  if abs(value) >= 1e15 { return String(value) }
  let rounded = (value * 100).rounded() / 100
  if rounded == rounded.rounded(), abs(rounded) < 1e15 {
    let whole = Int(rounded)
    return whole == 0 ? "0" : String(whole)
  }
  return String(rounded)
}

/// Formats virtual microseconds as seconds with three decimals: `0.350`.
package func formatSeconds(_ micros: Int64) -> String {
  let sign = micros < 0 ? "-" : ""
  let m = micros.magnitude
  let ms = (m + 500) / 1000
  let frac = String(ms % 1000)
  return sign + String(ms / 1000) + "." + String(repeating: "0", count: 3 - frac.count) + frac
}

import InsetSimModel

/// Running a point release the catalogue does not list as the nearest one it does.
enum NearestRelease {}

extension Rule {
  public static let osNearestRelease = Rule(
    "os.nearestRelease", from: any,
    "A point release later than the last the catalogue lists for its major version (26.2, 18.7) runs as that last release (26.1, 18.6), and an unlisted x.y.z of a listed x.y (14.0.2, 12.1.4) as the last listed release before it (14.0.1, 12.1.1), with a note: a point release rarely changes layout, and where one did, the catalogue lists it. Only major versions still released after the catalogue was written (17, 18, 26) take a later point release.",
    provenance: ["docs/model-limits.md"], confidence: .low,
    conflict:
      "What the later point release changed, if anything, is not in the catalogue: every value a rule derives in such a run rests on this rule (low), so its footing says so; an unknown major version (27.0) is refused."
  )
}

import InsetSimModel
import InsetSimSupport

extension Rule {
  public static let traitsFirstAppearance = Rule(
    "traits.firstAppearance", from: OSVersion(8, 0), through: OSVersion(12, 4),
    "On iOS 8–12 a controller hears traitCollectionDidChange(nil) once, when its view is first laid out in the window (before viewWillLayoutSubviews): its traits are set as it enters the hierarchy. From iOS 13 UIKit predicts the traits at creation and calls it only when a trait's value changes, so there is no such first call.",
    provenance: [
      "https://github.com/wikimedia/wikipedia-ios/pull/3229 (iOS 13 beta 6 release notes: \"traitCollectionDidChange(_:) will not be called when the trait environment is added to the hierarchy\" when the predicted traits match)",
      "https://github.com/wordpress-mobile/WordPress-iOS/pull/12525 (before iOS 13 it \"was called when added to the view hierarchy\")",
      "https://github.com/lionheart/openradar-mirror/issues/20099 (iOS 12: -[UIView layoutSublayersOfLayer:] first calls -[UIViewController traitCollectionDidChange:])",
      "https://github.com/facebookarchive/AsyncDisplayKit/pull/1592 (\"on start up of the app, traitCollectionDidChange: is called, but not willTransitionToTraitCollection:\")",
      "https://useyourloaf.com/blog/registering-for-trait-changes/",
    ], confidence: .medium,
    conflict:
      "Where the call falls against viewSafeAreaInsetsDidChange on iOS 11–12 is not printed: it is placed just before viewWillLayoutSubviews. A controller whose view leaves the window and comes back is not called again (not printed either way). An iOS 13+ controller whose predicted traits turn out wrong hears it (rule traits.predictionCorrected). A report that iOS 17 calls it earlier in the lifecycle (lascic/UIOnboarding#19) is recorded, not followed: one report against the release notes and the logs above."
  )

  public static let traitsPredictionCorrected = Rule(
    "traits.predictionCorrected", from: OSVersion(13, 0),
    "From iOS 13 a controller's traits are predicted when it is made (the window's size classes then); when its view first enters the window under other size classes (the window turned or was resized in between), it hears traitCollectionDidChange with the predicted traits as previous, at that first layout, before viewWillLayoutSubviews. When the prediction holds, nothing is called.",
    provenance: [
      "https://github.com/wikimedia/wikipedia-ios/pull/3229 (iOS 13 beta 6 release notes: \"traitCollectionDidChange(_:) will not be called when the trait environment is added to the hierarchy\" when the predicted traits match)",
      "https://useyourloaf.com/blog/registering-for-trait-changes/",
    ], confidence: .medium,
    conflict:
      "The release notes say only that a matching prediction calls nothing; that a wrong one calls traitCollectionDidChange at the first layout, with the prediction as previous, is read from them (no printed log)."
  )
}

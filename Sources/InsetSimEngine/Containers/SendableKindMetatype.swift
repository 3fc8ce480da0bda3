// The list of kinds is a static constant of metatypes: from Swift 6.2 a metatype is Sendable only
// when its protocol refines SendableMetatype (SE-0470), which earlier compilers (the package's
// tools version is 6.0) do not know, and whose metatypes are Sendable already.
#if compiler(>=6.2)
  typealias SendableKindMetatype = SendableMetatype
#else
  protocol SendableKindMetatype {}
#endif

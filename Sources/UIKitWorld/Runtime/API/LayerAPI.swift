import AutoLayout

/// `view.layer` (CALayer): drawing properties kept in the owning view's appearance, and the geometry it shares
/// with its view. The entries' accessors take the owning view; `LayerObject` keeps any other property as set.
enum LayerAPI {
    static let layer = ["CALayer"]

    static let properties: [UIKitProperty] = drawing + geometry

    /// The layer property entries by name.
    static let byName: [String: UIKitProperty] = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    static let drawing: [UIKitProperty] = [
        .modelled("cornerRadius", on: layer, "CGFloat", default: .apple("0", "CALayer.cornerRadius"), invalidates: .display,
                  sample: "12.0",
                  get: { o, _, _ in .double(o.view.appearance.cornerRadius) },
                  set: { o, v, _, _ in o.view.appearance.cornerRadius = v.asDouble ?? 0 }),
        .modelled("borderWidth", on: layer, "CGFloat", default: .apple("0", "CALayer.borderWidth"), invalidates: .display,
                  sample: "2.0",
                  get: { o, _, _ in .double(o.view.appearance.borderWidth) },
                  set: { o, v, _, _ in o.view.appearance.borderWidth = v.asDouble ?? 0 }),
        .modelled("borderColor", on: layer, "CGColor?", default: .apple("opaque black", "CALayer.borderColor"),
                  invalidates: .display, sample: "UIColor.red.cgColor",
                  get: { o, _, _ in o.view.appearance.borderColor.map { .object(ColorObject(css: $0)) } ?? .nilValue },
                  set: { o, v, _, _ in o.view.appearance.borderColor = Convert.color(v) }),
        .modelled("shadowColor", on: layer, "CGColor?", default: .apple("opaque black", "CALayer.shadowColor"),
                  invalidates: .display, sample: "UIColor.red.cgColor",
                  get: { o, _, _ in o.view.appearance.shadowColor.map { .object(ColorObject(css: $0)) } ?? .nilValue },
                  set: { o, v, _, _ in o.view.appearance.shadowColor = Convert.color(v) }),
        .modelled("shadowOpacity", on: layer, "Float", default: .apple("0.0", "CALayer.shadowOpacity"), invalidates: .display,
                  sample: "0.25",
                  get: { o, _, _ in .double(o.view.appearance.shadowOpacity) },
                  set: { o, v, _, _ in o.view.appearance.shadowOpacity = v.asDouble ?? 0 }),
        .modelled("shadowRadius", on: layer, "CGFloat", default: .apple("3.0", "CALayer.shadowRadius"), invalidates: .display,
                  sample: "6.0",
                  get: { o, _, _ in .double(o.view.appearance.shadowRadius) },
                  set: { o, v, _, _ in o.view.appearance.shadowRadius = v.asDouble ?? 0 }),
        .modelled("shadowOffset", on: layer, "CGSize", default: .apple("(0.0, -3.0)", "CALayer.shadowOffset"),
                  invalidates: .display, sample: "CGSize(width: 0, height: 4)",
                  get: { o, _, _ in
                      let offset = o.view.appearance.shadowOffset
                      return Geometry.size(offset.width, offset.height)
                  },
                  set: { o, v, _, _ in
                      if let (w, h) = Geometry.toSize(v) { o.view.appearance.shadowOffset = Size(width: w, height: h) }
                  }),
        .modelled("masksToBounds", on: layer, "Bool", default: .apple("false", "CALayer.masksToBounds"), invalidates: .display,
                  sample: "true",
                  get: { o, _, _ in .bool(o.view.clipsToBounds) },
                  set: { o, v, _, _ in o.view.clipsToBounds = Convert.bool(v) }),
        shared("backgroundColor", as: "backgroundColor", "CGColor?", default: .apple("nil", "CALayer.backgroundColor"),
               invalidates: .display, sample: "UIColor.red.cgColor"),
    ]

    // A view is its layer's delegate and shares its geometry: the layer's frame is the view's frame (in the
    // superview's coordinates), its bounds the view's bounds (a scroll view's origin is its offset) and its
    // position the view's center, the anchor point being the layer's middle.
    static let geometry: [UIKitProperty] = [
        shared("frame", as: "frame", "CGRect", default: .apple("the view's frame", "CALayer.frame"), invalidates: .layout,
               sample: "CGRect(x: 10, y: 20, width: 30, height: 40)"),
        shared("bounds", as: "bounds", "CGRect", default: .apple("the view's bounds", "CALayer.bounds"), invalidates: .layout,
               sample: "CGRect(x: 0, y: 0, width: 30, height: 40)"),
        shared("position", as: "center", "CGPoint", default: .apple("the view's center", "CALayer.position"),
               invalidates: .layout, sample: "CGPoint(x: 15, y: 25)"),
        UIKitProperty(name: "anchorPoint", owners: layer, type: "CGPoint", model: .stored,
                      get: { o, _, _ in o.layer.fields["anchorPoint"] ?? Geometry.point(0.5, 0.5) },
                      set: { o, v, rt, loc in
                          // UIKit keeps the position and moves the frame around it; layout here keeps frames centred.
                          if let (x, y) = Geometry.toPoint(v), x != 0.5 || y != 0.5 {
                              rt.interp.warn("unsupported-api", "'layer.anchorPoint' is not supported by the layout runtime; the view keeps its frame", at: loc)
                          }
                          o.layer.fields["anchorPoint"] = v
                          return true
                      },
                      invalidates: [], uikitDefault: .apple("(0.5, 0.5)", "CALayer.anchorPoint"),
                      sample: "CGPoint(x: 0.5, y: 0.5)", appliesTo: nil),
    ]

    /// A layer property that is its view's property `viewName`, read and written through the view's entry.
    static func shared(_ name: String, as viewName: String, _ type: String, default uikitDefault: UIKitDefault,
                       invalidates: Invalidation, sample: String) -> UIKitProperty {
        UIKitProperty(name: name, owners: layer, type: type, model: .modelled,
                      get: { o, rt, loc in try o.get(viewName, rt, loc: loc) },
                      set: { o, v, rt, loc in try o.set(viewName, v, rt, loc: loc) },
                      invalidates: invalidates, uikitDefault: uikitDefault, sample: sample, appliesTo: nil)
    }
}

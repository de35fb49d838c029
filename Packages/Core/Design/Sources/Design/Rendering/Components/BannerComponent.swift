/// A message under the header: `! ` marks an error, `i ` information; the text wraps under itself.
struct BannerComponent {
    let banner: Screen.Banner

    func lines(in context: RenderContext) -> [String] {
        let (marker, style): (String, Painter.Style) =
            switch banner.kind {
            case .error: ("! ", .error)
            case .info: ("i ", .info)
            }
        let message = TextLayout.wrap(banner.message, width: context.width - marker.count)
        return message.enumerated().map { index, line in
            context.paint((index == 0 ? marker : "  ") + line, style)
        }
    }
}

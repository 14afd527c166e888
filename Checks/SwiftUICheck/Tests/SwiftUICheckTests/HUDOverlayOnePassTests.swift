import ControlKit
import ControlKitTesting
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

/// Issue 35 on SwiftUI, counted on a `VirtualHost`: the container HUD's model renders once per
/// reduction of the core (one published revision), SwiftUI reading the overlay after it lays
/// the HUD out once when the content is new and never otherwise, and a spinner resting on screen
/// (SwiftUI's own `ProgressView`, the `.platform` spinner source) asks the host for no frame.
///
/// The stubs have no SwiftUI runtime: ``OverlayReader`` stands in for it, reading the overlay's
/// geometry three times after every render, as SwiftUI may evaluate a body more than once per
/// update.
@MainActor
@Suite("HUD overlay: one layout and one render per reduction")
struct HUDOverlayOnePassTests {
  /// What one render cost: the layouts SwiftUI's reads of the overlay made after it, and the
  /// revisions the model published for it.
  struct Pass: Equatable, CustomStringConvertible {
    var layouts: Int
    var revisions: Int

    var description: String { "(\(layouts) layouts, \(revisions) revisions)" }

    /// A render that drew new content: one revision, one layout.
    static let newContent = Pass(layouts: 1, revisions: 1)
    /// A render of the same content (opacity, a fade's frame, the same content again): one
    /// revision, no layout.
    static let sameContent = Pass(layouts: 0, revisions: 1)
  }

  /// SwiftUI reading the overlay of a model after each of its renders, in a container of
  /// ``container`` with ``safeArea``, in ``direction``.
  @MainActor
  final class OverlayReader {
    let model: HUDModel
    var container = CGSize(width: 375, height: 667)
    var safeArea = Insets()
    var direction: LayoutDirection = .leftToRight
    /// Every render's pass since the last ``takePasses()``, in order.
    private var passes: [Pass] = []
    private var layouts: Int
    private var revision: Int

    init(_ model: HUDModel) {
      self.model = model
      layouts = model.layoutCount
      revision = model.revision
      let frontEnd = model.driver.onRender
      model.driver.onRender = { [weak self] in
        frontEnd?()
        guard let self else { return }
        passes.append(read())
      }
    }

    /// SwiftUI reads the overlay (three times); what it cost since the last read.
    @discardableResult
    func read() -> Pass {
      for _ in 0..<3 {
        _ = model.geometry(container: container, safeArea: safeArea, direction: direction)
      }
      let pass = Pass(layouts: model.layoutCount - layouts, revisions: model.revision - revision)
      layouts = model.layoutCount
      revision = model.revision
      return pass
    }

    /// The renders' passes since the last call, and no revision published without a render.
    func takePasses(sourceLocation: SourceLocation = #_sourceLocation) -> [Pass] {
      #expect(
        model.revision == revision, "published without a render", sourceLocation: sourceLocation)
      defer { passes = [] }
      return passes
    }
  }

  /// A model on a virtual clock, read by SwiftUI after each render.
  func makeModel() -> (HUDModel, OverlayReader, VirtualHost) {
    let host = VirtualHost()
    let model = HUDModel(timing: HUDTiming(), touchPolicy: .blocksBox, host: host)
    return (model, OverlayReader(model), host)
  }

  /// Show → status → hide: each reduction is one render and one revision; the content is laid
  /// out once per new content (the task, its new title, the status, the task again), never for
  /// the grace timer, the fades' frames or their deadlines; the resting spinner asks for no
  /// frame and renders nothing.
  @Test func aShowStatusHideCycleLaysOutOncePerNewContentAndRendersOncePerReduction() throws {
    let (model, reader, host) = makeModel()
    // Shown: laid out once, at the first render (in the grace period), and reused after.
    let token = model.driver.begin(.spinner("Loading"))
    #expect(reader.takePasses() == [.newContent])
    host.clearRecord()
    host.advance(by: .seconds(1))
    #expect(isVisible(model.driver.state.phase))
    var passes = reader.takePasses()
    #expect(passes.count == host.renderCount && passes.count > 2)
    #expect(passes.allSatisfy { $0 == .sameContent }, "\(passes)")

    // Resting with the platform's spinner: no frame asked for, nothing rendered or laid out.
    #expect(model.driver.state.isSpinnerRunning)
    #expect(model.driver.presentation.spinnerPhase == nil)
    #expect(!host.isTickingFrames)
    host.clearRecord()
    let frames = host.frameCount
    host.advance(by: .seconds(5))
    #expect(host.frameCount == frames && host.renderCount == 0)
    #expect(!host.calls.contains(.frameTicks(true)))
    #expect(reader.takePasses().isEmpty)

    // A new title: one reduction, one render, one layout; the same content again: no layout.
    model.driver.update(token, to: .spinner("Loading 2 of 3"))
    #expect(reader.takePasses() == [.newContent])
    model.driver.update(token, to: .spinner("Loading 2 of 3"))
    #expect(reader.takePasses().allSatisfy { $0 == .sameContent })

    // A status over the task, then the task again once its reading time is over.
    host.clearRecord()
    model.driver.post(.success("Saved"))
    #expect(reader.takePasses() == [.newContent])
    #expect(host.renderCount == 1)
    #expect(!host.isTickingFrames)
    host.clearRecord()
    host.advance(by: .seconds(10))
    #expect(model.driver.state.status == nil)
    passes = reader.takePasses()
    #expect(passes.count == host.renderCount)
    #expect(passes.filter { $0 == .newContent }.count == 1, "\(passes)")
    #expect(passes.allSatisfy { $0 == .newContent || $0 == .sameContent }, "\(passes)")
    #expect(!host.isTickingFrames)

    // Hidden: the fade's frames redraw the kept content, then nothing is laid out.
    host.clearRecord()
    model.driver.end(token)
    host.advance(by: .seconds(1))
    #expect(model.driver.state.phase == .hidden && !host.isTickingFrames)
    passes = reader.takePasses()
    #expect(passes.count == host.renderCount && passes.count > 2)
    #expect(passes.allSatisfy { $0 == .sameContent }, "\(passes)")
    // Hidden, the content kept (nothing drawn, no touch taken): reading it lays out nothing.
    #expect(reader.read() == Pass(layouts: 0, revisions: 0))
    let hidden = try #require(
      model.geometry(container: reader.container, safeArea: Insets(), direction: .leftToRight))
    #expect(hidden.blockedArea == nil && hidden.cancelButton == nil)

    // Four contents, four layouts; every render one revision.
    #expect(model.layoutCount == 4)
    #expect(model.revision == model.renderCount)
  }

  /// The app's view, begun while the HUD shows another task: the core takes it at once (its
  /// render inside `begin`), the view joins without a second revision, and its measured size is
  /// one more reduction, render and layout.
  @Test func anAppViewBegunWhileShownIsOneRenderAndItsMeasureOneMore() throws {
    let (model, reader, host) = makeModel()
    model.driver.begin(.spinner("Syncing"))
    host.advance(by: .seconds(1))
    _ = reader.takePasses()
    let action = LoadingHUDAction(source: model)
    let token = try #require(action("Uploading") { Text("☁︎") })
    #expect(reader.takePasses() == [.newContent])
    #expect(model.shownIndicatorToken == token)
    #expect(model.unmeasuredView(of: token) != nil)
    model.indicatorView(of: token, measured: CGSize(width: 60, height: 44))
    #expect(reader.takePasses() == [.newContent])
    #expect(
      model.driver.state.displayedContent == .custom(size: Size(width: 60, height: 44), "Uploading")
    )
  }

  /// What SwiftUI changes without a reduction is laid out once at the next read, with no render.
  ///
  /// The container's size, its safe area, the direction and the style of `loadingHUDStyle(_:)`;
  /// reading again lays out nothing. Reduce Motion goes to the core: one render.
  @Test func swiftUIsOwnChangesLayOutOnceWithoutARender() {
    let (model, reader, host) = makeModel()
    model.driver.begin(.spinner("Loading"))
    host.advance(by: .seconds(1))
    _ = reader.takePasses()
    let renders = model.renderCount
    #expect(reader.read() == Pass(layouts: 0, revisions: 0))
    reader.container = CGSize(width: 667, height: 375)
    #expect(reader.read() == Pass(layouts: 1, revisions: 0))
    reader.safeArea = Insets(top: 0, leading: 44, bottom: 21, trailing: 0)
    #expect(reader.read() == Pass(layouts: 1, revisions: 0))
    reader.direction = .rightToLeft
    #expect(reader.read() == Pass(layouts: 1, revisions: 0))
    var style = HUDStyle()
    style.placement = .top
    model.environmentChanged(style: style, reduceMotion: false)
    #expect(reader.read() == Pass(layouts: 1, revisions: 0))
    #expect(model.renderCount == renders)
    #expect(reader.takePasses().isEmpty)
    // Reduce Motion is the core's to read: one reduction, one render, nothing laid out.
    model.environmentChanged(style: style, reduceMotion: true)
    #expect(reader.takePasses() == [.sameContent])
    let geometry = model.geometry(
      container: reader.container, safeArea: reader.safeArea, direction: reader.direction)
    #expect(geometry?.layout.style.placement == .top && geometry?.layout.direction == .rightToLeft)
  }

  /// The touches follow the state without a new layout: the Cancel button and the blocked area
  /// go while the box fades out, from the same frames.
  @Test func theTouchesFollowTheStateFromTheSameLayout() throws {
    let (model, reader, host) = makeModel()
    let token = model.driver.begin(HUDContent.spinner("Loading").cancellable())
    host.advance(by: .seconds(1))
    _ = reader.takePasses()
    let size = reader.container
    let shown = try #require(
      model.geometry(container: size, safeArea: Insets(), direction: .leftToRight))
    #expect(shown.cancelButton != nil && shown.blockedArea == shown.box)
    model.driver.end(token)
    for _ in 0..<100 where !isHiding(model.driver.state.phase) {
      host.advance(by: .milliseconds(10))
    }
    let hiding = try #require(
      model.geometry(container: size, safeArea: Insets(), direction: .leftToRight))
    #expect(isHiding(model.driver.state.phase))
    #expect(hiding.layout == shown.layout)
    #expect(hiding.cancelButton == nil && hiding.blockedArea == nil)
    #expect(reader.takePasses().allSatisfy { $0 == .sameContent })
  }
}

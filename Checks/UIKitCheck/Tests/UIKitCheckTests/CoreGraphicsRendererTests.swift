import ControlKit
import CoreGraphics
import Foundation
import Testing

@testable import ControlKitUIKit

/// The Apple front-ends' one renderer (`CoreGraphicsRenderer`, shared by UIKit and SwiftUI):
/// each `DrawCommand` case becomes the Core Graphics calls the stub context records, with the
/// command's geometry, colours, widths and caps, each command between a save and a restore.
@Suite("CoreGraphicsRenderer: every command, as Core Graphics calls")
struct CoreGraphicsRendererTests {
  let ink = RGBA(hex: 0x3B4058)
  let accent = RGBA(hex: 0x007AFF)

  func calls(_ command: DrawCommand, renderer: CoreGraphicsRenderer = CoreGraphicsRenderer())
    -> [CGContextCall]
  {
    let context = CGContext()
    renderer.draw([command], in: context)
    return context.calls
  }

  func components(_ color: RGBA) -> [CGFloat] {
    [CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.alpha)]
  }

  @Test func aRoundedRectangleIsFilledThenStroked() {
    let rect = Rect(x: 0.5, y: 0.5, width: 89, height: 29)
    let drawn = calls(
      .roundedRect(
        rect, cornerRadius: 7.5, fill: .white, stroke: Stroke(color: ink, width: 1)))
    let path = CGContextCall.addPath(
      CGRoundedRectRecord(rect: rect.cgRect, cornerWidth: 7.5, cornerHeight: 7.5))
    let expected: [CGContextCall] = [
      .saveGState, path, .setFillColor(components(.white)), .fillPath, path,
      .setStrokeColor(components(ink)), .setLineWidth(1), .setLineCap(.butt),
      .setLineJoin(.miter), .strokePath, .restoreGState,
    ]
    #expect(drawn == expected)
  }

  /// Core Graphics asserts on a corner wider than half the side: the radius is clamped, as
  /// Cairo's is.
  @Test func aCornerRadiusIsClampedToHalfTheShorterSide() {
    let rect = Rect(x: 0, y: 0, width: 20, height: 10)
    let drawn = calls(.roundedRect(rect, cornerRadius: 8, fill: ink, stroke: nil))
    #expect(
      drawn[1]
        == .addPath(CGRoundedRectRecord(rect: rect.cgRect, cornerWidth: 5, cornerHeight: 5)))
    #expect(!drawn.contains(.strokePath))
  }

  @Test func anEllipseIsAddedInItsRectangle() {
    let rect = Rect(x: 2, y: 3, width: 14, height: 14)
    let expected: [CGContextCall] = [
      .saveGState, .addEllipse(rect.cgRect), .setFillColor(components(accent)), .fillPath,
      .restoreGState,
    ]
    #expect(calls(.ellipse(rect, fill: accent, stroke: nil)) == expected)
  }

  /// The core's angles grow clockwise on the y-down screen; Core Graphics' `clockwise` is y-up,
  /// so a positive sweep is `clockwise: false` and the mirrored ring's negative one `true`.
  @Test func arcsKeepTheirDirectionAndCap() {
    let stroke = Stroke(color: accent, width: 8, cap: .round)
    let center = Point(x: 80, y: 80)
    let clockwise = calls(
      .arc(center: center, radius: 64, startAngle: 2, sweep: 3, stroke: stroke))
    let expected: [CGContextCall] = [
      .saveGState,
      .addArc(
        center: CGPoint(x: 80, y: 80), radius: 64, startAngle: 2, endAngle: 5, clockwise: false),
      .setStrokeColor(components(accent)), .setLineWidth(8), .setLineCap(.round),
      .setLineJoin(.round), .strokePath, .restoreGState,
    ]
    #expect(clockwise == expected)
    let mirrored = calls(
      .arc(center: center, radius: 64, startAngle: 1, sweep: -3, stroke: stroke))
    #expect(
      mirrored[1]
        == .addArc(
          center: CGPoint(x: 80, y: 80), radius: 64, startAngle: 1, endAngle: -2, clockwise: true))
    #expect(
      calls(.arc(center: center, radius: 64, startAngle: 1, sweep: 0, stroke: stroke)).count == 2)
  }

  @Test func linesAndPolylinesAreStrokedPaths() {
    let stroke = Stroke(color: ink, width: 1.5, cap: .round)
    let line: [CGContextCall] = [
      .saveGState, .move(CGPoint(x: 1, y: 2)), .addLine(CGPoint(x: 3, y: 4)),
      .setStrokeColor(components(ink)), .setLineWidth(1.5), .setLineCap(.round),
      .setLineJoin(.round), .strokePath, .restoreGState,
    ]
    #expect(calls(.line(from: Point(x: 1, y: 2), to: Point(x: 3, y: 4), stroke: stroke)) == line)
    let check = calls(
      .polyline(
        [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 3, y: 0)], closed: true,
        stroke: Stroke(color: ink, width: 2, cap: .square)))
    let path: [CGContextCall] = [
      .saveGState, .move(.zero), .addLine(CGPoint(x: 1, y: 1)), .addLine(CGPoint(x: 3, y: 0)),
      .closePath,
    ]
    #expect(Array(check.prefix(5)) == path)
    #expect(check.contains(.setLineCap(.square)))
  }

  /// A determinate ring: the full track from 3 o'clock, then the progress from 12 o'clock.
  @Test func aProgressRingIsItsTrackThenItsArcFromTwelve() {
    let track = Stroke(color: ink.withAlpha(0.2), width: 2)
    let progress = Stroke(color: ink, width: 2)
    let drawn = calls(
      .progressRing(
        center: Point(x: 10, y: 10), radius: 8, fraction: 0.25, track: track, progress: progress))
    let arcs = drawn.filter {
      if case .addArc = $0 { return true }
      return false
    }
    let expected: [CGContextCall] = [
      .addArc(
        center: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: 2 * .pi,
        clockwise: false),
      .addArc(
        center: CGPoint(x: 10, y: 10), radius: 8, startAngle: -.pi / 2, endAngle: 0,
        clockwise: false),
    ]
    #expect(arcs == expected)
    // A negative fraction runs counterclockwise from 12 o'clock: a right-to-left ring (the
    // HUD's in Arabic and Hebrew), as Cairo draws it.
    let mirrored = calls(
      .progressRing(
        center: Point(x: 10, y: 10), radius: 8, fraction: -0.25, track: track, progress: progress)
    ).filter {
      if case .addArc = $0 { return true }
      return false
    }
    #expect(
      mirrored.last
        == .addArc(
          center: CGPoint(x: 10, y: 10), radius: 8, startAngle: -.pi / 2, endAngle: -.pi,
          clockwise: true))
  }

  /// A spinner's spokes fade behind the brightest one, as GTK draws them.
  @Test func aSpinnerDrawsEverySpokeFadingBehindTheHead() {
    let drawn = calls(
      .spinner(center: Point(x: 18, y: 18), radius: 18, phase: 0, spokes: 12, color: ink))
    let alphas = drawn.compactMap {
      if case .setStrokeColor(let c) = $0 { return c.last }
      return nil
    }
    #expect(alphas.count == 12)
    #expect(alphas.first == 1)
    #expect(alphas.dropFirst().allSatisfy { $0 < 1 && $0 >= 0.2 })
    #expect(drawn.filter { $0 == .strokePath }.count == 12)
  }

  /// An image is cropped to its source, clipped to the ellipse when asked, and flipped so that
  /// it is upright in the y-down context; an unresolved one is left out.
  @Test func anImageIsCroppedClippedAndUpright() {
    let reference = ImageReference(name: "photo", pixelSize: Size(width: 200, height: 100))
    let frame = Rect(x: 10, y: 20, width: 40, height: 40)
    let source = Rect(x: 50, y: 0, width: 100, height: 100)
    let command = DrawCommand.image(reference, frame: frame, source: source, clipToEllipse: true)
    #expect(calls(command) == [.saveGState, .restoreGState])
    var renderer = CoreGraphicsRenderer()
    renderer.image = { $0.name == "photo" ? CGImage(stubWidth: 200, height: 100) : nil }
    let expected: [CGContextCall] = [
      .saveGState, .addEllipse(frame.cgRect), .clip, .translateBy(0, 80), .scaleBy(1, -1),
      .drawImage(crop: source.cgRect, in: frame.cgRect), .restoreGState,
    ]
    #expect(calls(command, renderer: renderer) == expected)
  }

  /// Text is the front-end's native views' by default; a text closure draws it.
  @Test func textIsLeftOutUnlessATextClosureDrawsIt() {
    let box = TextBox(
      text: "5/10", frame: Rect(x: 0, y: 0, width: 40, height: 20), font: TextFont(size: 16),
      color: ink)
    #expect(calls(.text(box)) == [.saveGState, .restoreGState])
    var renderer = CoreGraphicsRenderer()
    renderer.text = { box, context in context.addEllipse(in: box.frame.cgRect) }
    #expect(calls(.text(box), renderer: renderer)[1] == .addEllipse(box.frame.cgRect))
  }
}

#!/usr/bin/env python3
"""Draws the HUD timing picture of the DocC article "The HUD's timing rules".

Writes Sources/ControlKit/ControlKit.docc/Resources/hud-timeline.svg (and a ~dark variant).
Every instant below follows HUDTiming's defaults: grace 500 ms, minimum shown 500 ms from the start
of the show animation, 200 ms fades. Run it again after changing them:

    python3 scripts/docs-hud-timeline.py
"""
import os

GRACE, MINIMUM, FADE = 500, 500, 200
WIDTH, LEFT, RIGHT, TOP, ROW = 820, 250, 790, 44, 62
END = 2000


def x(t):
    return LEFT + t * (RIGHT - LEFT) / END


# Each scenario: title, task bars (start, end, label), HUD (shown-at or None, hide-at), notes.
def hud_for(start, last_end, dismiss_at=None):
    """When the HUD starts showing and starts hiding, by the core's rules (one show per row)."""
    show = start + GRACE
    finish = last_end if dismiss_at is None else min(last_end, dismiss_at)
    if finish < show:
        return None
    return show, max(finish, show + MINIMUM)


ROWS = [
    ("Fast task, 300 ms", [(0, 300, "task")], hud_for(0, 300), "ends in the grace period: never shown"),
    ("Task of 600 ms", [(0, 600, "task")], hud_for(0, 600), "minimum shown keeps it up to 1000 ms"),
    ("Task of 1400 ms", [(0, 1400, "task")], hud_for(0, 1400), "hides when the task ends"),
    ("Two tokens", [(0, 800, "A"), (300, 1300, "B")], hud_for(0, 1300), "hides when the last token ends"),
    ("Delayed dismiss", [(0, 1300, "task")], hud_for(0, 2000, 1300), "dismiss(after: 300 ms) at 1000 ms"),
]

PALETTES = {
    "": dict(bg="#FFFFFF", text="#1C1C1E", muted="#5A5A5F", grid="#D8D8DC", task="#8E8E93",
             visible="#0033A0", fade="#7C98D6", grace="#5A5A5F", minimum="#B34700"),
    "~dark": dict(bg="#1C1C1E", text="#F2F2F7", muted="#AEAEB2", grid="#3A3A3C", task="#8E8E93",
                  visible="#8ADFFF", fade="#4C7F99", grace="#AEAEB2", minimum="#FF9F45"),
}


def svg(p):
    height = TOP + ROW * len(ROWS) + 70
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
           f'viewBox="0 0 {WIDTH} {height}" font-family="Helvetica, Arial, sans-serif" font-size="12">',
           f'<title>HUD timeline: grace period, minimum shown, fades, tokens and delayed dismiss</title>',
           f'<rect width="{WIDTH}" height="{height}" fill="{p["bg"]}"/>']
    axis_y = TOP + ROW * len(ROWS)
    for t in range(0, END + 1, 250):
        out.append(f'<line x1="{x(t):.1f}" y1="{TOP - 8}" x2="{x(t):.1f}" y2="{axis_y}" '
                   f'stroke="{p["grid"]}" stroke-width="1"/>')
        if t % 500 == 0:
            out.append(f'<text x="{x(t):.1f}" y="{axis_y + 16}" text-anchor="middle" '
                       f'fill="{p["muted"]}">{t} ms</text>')
    out.append(f'<text x="10" y="22" font-weight="bold" fill="{p["text"]}">'
               f'HUDTiming defaults: grace 500 ms, minimum shown 500 ms, fades 200 ms</text>')
    for i, (title, tasks, hud, note) in enumerate(ROWS):
        y = TOP + i * ROW
        out.append(f'<text x="10" y="{y + 14}" fill="{p["text"]}">{title}</text>')
        out.append(f'<text x="10" y="{y + 42}" font-size="10.5" fill="{p["muted"]}">{note}</text>')
        for k, (start, end, label) in enumerate(tasks):
            ty = y + 2 + k * 9
            out.append(f'<rect x="{x(start):.1f}" y="{ty}" width="{x(end) - x(start):.1f}" height="7" '
                       f'rx="2" fill="{p["task"]}"/>')
            out.append(f'<text x="{x(end) + 4:.1f}" y="{ty + 7}" font-size="10" '
                       f'fill="{p["muted"]}">{label}</text>')
        hy = y + 24
        # The grace period: a dashed outline from the first task's start.
        out.append(f'<rect x="{x(0):.1f}" y="{hy}" width="{x(GRACE) - x(0):.1f}" height="16" '
                   f'fill="none" stroke="{p["grace"]}" stroke-dasharray="4 3"/>')
        out.append(f'<text x="{x(GRACE / 2):.1f}" y="{hy + 12}" text-anchor="middle" font-size="10" '
                   f'fill="{p["muted"]}">grace</text>')
        if hud is None:
            continue
        show, hide = hud
        out.append(f'<rect x="{x(show):.1f}" y="{hy}" width="{x(show + FADE) - x(show):.1f}" '
                   f'height="16" fill="{p["fade"]}"/>')
        out.append(f'<rect x="{x(show + FADE):.1f}" y="{hy}" width="{x(hide) - x(show + FADE):.1f}" '
                   f'height="16" fill="{p["visible"]}"/>')
        out.append(f'<rect x="{x(hide):.1f}" y="{hy}" width="{x(hide + FADE) - x(hide):.1f}" '
                   f'height="16" fill="{p["fade"]}"/>')
        # The minimum show time, from the start of the show animation.
        my = hy + 20
        out.append(f'<path d="M{x(show):.1f} {my - 3} V{my} H{x(show + MINIMUM):.1f} V{my - 3}" '
                   f'fill="none" stroke="{p["minimum"]}" stroke-width="1.5"/>')
    ly = axis_y + 34
    legend = [(10, p["task"], "a running task (token)"), (180, p["fade"], "fading in or out"),
              (330, p["visible"], "fully shown"), (450, p["minimum"], "minimum shown")]
    for lx, colour, text in legend:
        out.append(f'<rect x="{lx}" y="{ly}" width="14" height="10" fill="{colour}"/>')
        out.append(f'<text x="{lx + 19}" y="{ly + 9}" fill="{p["text"]}">{text}</text>')
    lx = 590
    out.append(f'<rect x="{lx}" y="{ly}" width="14" height="10" fill="none" stroke="{p["grace"]}" '
               f'stroke-dasharray="4 3"/>')
    out.append(f'<text x="{lx + 19}" y="{ly + 9}" fill="{p["text"]}">grace (nothing shown)</text>')
    out.append('</svg>')
    return "\n".join(out) + "\n"


here = os.path.dirname(os.path.abspath(__file__))
folder = os.path.join(here, "..", "Sources", "ControlKit", "ControlKit.docc", "Resources")
for suffix, palette in PALETTES.items():
    with open(os.path.join(folder, f"hud-timeline{suffix}.svg"), "w") as f:
        f.write(svg(palette))

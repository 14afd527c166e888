/// The core's own progress is what GTK's HUD follows.
extension HUDProgress: HUDProgressSource {}

extension ControlLanguage {
  /// This language's table of words (`Tables/`).
  var table: ControlStringTable {
    switch self {
    case .english: .english
    case .simplifiedChinese: .simplifiedChinese
    case .traditionalChinese: .traditionalChinese
    case .japanese: .japanese
    case .korean: .korean
    case .german: .german
    case .french: .french
    case .spanish: .spanish
    case .italian: .italian
    case .brazilianPortuguese: .brazilianPortuguese
    case .russian: .russian
    case .arabic: .arabic
    case .hebrew: .hebrew
    case .hindi: .hindi
    }
  }
}

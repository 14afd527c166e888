extension ControlStringTable {
  /// Korean (ko): the count comes first ("10단계 중 5단계"), and no particle follows a number
  /// (its form would depend on how the number is read).
  static let korean = ControlStringTable(
    strings: [
      .increase: "증가",
      .decrease: "감소",
      .stepperHint: "값을 단계별로 조정합니다.",
      .maximumReached: "최댓값에 도달함",
      .minimumReached: "최솟값에 도달함",
      // "Set value: 5". "{value}(으)로 설정됨" wrote both forms of the particle, which is
      // chosen by the number's last sound: fine on paper, read aloud as written. With the value
      // last, as Flutter's Korean puts a name after its noun ("$applicationName 정보"), no
      // particle depends on the number.
      .valueSet: "설정된 값: {value}",
      .loading: "불러오는 중",
      .cancel: "취소",  // GTK 4.8 po/ko.po "_Cancel" = "취소(_C)"
      .done: "완료",
      .maximumWord: "최댓값",
      .minimumWord: "최솟값",
      .valueAtLimit: "{value}, {limit}",
      .arcStepperLabel: "값",  // GTK 4.8 po/ko.po "Value"
      .percent: "{value}%",
      .titleWithDetails: "{title}, {details}",
    ],
    stepOf: [.other: "{count}단계 중 {step}단계"])
}

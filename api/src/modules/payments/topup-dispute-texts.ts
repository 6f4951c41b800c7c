/**
 * The words of a dispute (chargeback) of a balance top-up, and of a dispute that names no payment we know
 * (issue 33, item 4): the business's system message and the operators' e-mail, in both languages.
 */
export const topUpDisputeText = {
  opened: {
    title: { en: 'Top-up {topUpNo} is disputed', zh: '充值 {topUpNo} 被发起争议（拒付）' },
    business: {
      en: 'Your bank opened a dispute of {amount} on balance top-up {topUpNo}, reason: {reason}. Until it is settled, {held} of your balance cannot be withdrawn. If the bank returns the money to your card, the same amount is taken from your balance.',
      zh: '您的银行对余额充值 {topUpNo} 发起了 {amount} 的争议，原因：{reason}。争议解决前，您余额中的 {held} 不可提现。如果银行将款项退回您的卡，将从您的余额扣除相同金额。',
    },
    operator: {
      en: 'The bank opened a dispute of {amount} on balance top-up {topUpNo} of business {businessId} (reason: {reason}). {held} of its balance is held from withdrawals until the dispute is settled.',
      zh: '银行对商家 {businessId} 的余额充值 {topUpNo} 发起了 {amount} 的争议（原因：{reason}）。争议解决前，其余额中的 {held} 不可提现。',
    },
  },
  won: {
    title: { en: 'Dispute of top-up {topUpNo} won', zh: '充值 {topUpNo} 的争议已胜诉' },
    business: {
      en: 'The bank decided the dispute of {amount} on top-up {topUpNo} in the platform’s favour. Nothing was taken from your balance, and it can be withdrawn again.',
      zh: '银行已就充值 {topUpNo} {amount} 的争议作出有利于平台的裁决。未从您的余额扣除任何款项，余额可以重新提现。',
    },
    operator: {
      en: 'The dispute of {amount} on top-up {topUpNo} of business {businessId} was won. Nothing was taken; its withdrawals are no longer held.',
      zh: '商家 {businessId} 的充值 {topUpNo} {amount} 的争议已胜诉。未扣除任何款项；其提现不再受限。',
    },
  },
  lost: {
    title: { en: 'Dispute of top-up {topUpNo} lost', zh: '充值 {topUpNo} 的争议已败诉' },
    business: {
      en: 'The bank decided the dispute of {amount} on top-up {topUpNo} for you and returned the money to your card. {taken} was taken from your balance, which that top-up had credited.',
      zh: '银行已就充值 {topUpNo} {amount} 的争议作出有利于您的裁决，款项已退回您的卡。该充值曾计入您的余额，现已从您的余额扣除 {taken}。',
    },
    operator: {
      en: 'The dispute of {amount} on top-up {topUpNo} of business {businessId} was lost. {taken} was taken from its balance; nothing is left to recover.',
      zh: '商家 {businessId} 的充值 {topUpNo} {amount} 的争议已败诉。已从其余额扣除 {taken}，无待追回款项。',
    },
  },
  lostShort: {
    title: { en: 'Dispute of top-up {topUpNo} lost', zh: '充值 {topUpNo} 的争议已败诉' },
    business: {
      en: 'The bank decided the dispute of {amount} on top-up {topUpNo} for you and returned the money to your card. {taken} was taken from your balance; {short} is still owed to the platform, which will contact you. Until then that amount of your balance cannot be withdrawn.',
      zh: '银行已就充值 {topUpNo} {amount} 的争议作出有利于您的裁决，款项已退回您的卡。已从您的余额扣除 {taken}；仍欠平台 {short}，平台将与您联系。在此之前，您余额中的该金额不可提现。',
    },
    operator: {
      en: 'The dispute of {amount} on top-up {topUpNo} of business {businessId} was lost. {taken} was taken from its balance; {short} is unrecovered and must be recovered from the business by hand. That amount of its balance stays held from withdrawals.',
      zh: '商家 {businessId} 的充值 {topUpNo} {amount} 的争议已败诉。已从其余额扣除 {taken}；{short} 未追回，需人工向该商家追回。其余额中的该金额仍不可提现。',
    },
  },
  ledgerReason: {
    en: 'Dispute {disputeId} of top-up {topUpNo} lost: the bank took the payment back',
    zh: '充值 {topUpNo} 的争议 {disputeId} 败诉：银行扣回了款项',
  },
};

/** A dispute event naming a provider payment that is neither an order payment nor a top-up of ours. */
export const unmatchedDisputeText = {
  opened: {
    title: {
      en: 'A dispute of {amount} names an unknown payment {ref}',
      zh: '一笔 {amount} 的争议指向未知付款 {ref}',
    },
    operator: {
      en: 'The provider reported dispute {disputeId} of {amount} (reason: {reason}) on its payment {ref}, which matches no order payment and no top-up here. Nothing was frozen or taken: look it up at the provider.',
      zh: '支付服务商报告了针对其付款 {ref} 的争议 {disputeId}，金额 {amount}（原因：{reason}），该付款与本平台的任何订单付款或充值均不匹配。未冻结或扣除任何款项：请在支付服务商处核查。',
    },
  },
  closed: {
    title: {
      en: 'A dispute of {amount} on unknown payment {ref} was {outcome}',
      zh: '未知付款 {ref} 的 {amount} 争议已结案（{outcome}）',
    },
    operator: {
      en: 'The provider reported dispute {disputeId} of {amount} on its payment {ref} closed as {outcome}. The payment matches no order payment and no top-up here, so nothing was taken: look it up at the provider.',
      zh: '支付服务商报告其付款 {ref} 的争议 {disputeId}（金额 {amount}）已结案，结果：{outcome}。该付款与本平台的任何订单付款或充值均不匹配，因此未扣除任何款项：请在支付服务商处核查。',
    },
  },
};

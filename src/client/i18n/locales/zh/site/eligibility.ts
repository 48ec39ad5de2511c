/** Public-site strings: self-assessments (site.eligibility), travelling with the eligibility page's chunk. The en file must have the same keys. */
const eligibility = {
  page: {
    eyebrow: '资格自测',
    loading: '正在载入自测…',
    failed: '暂时无法载入这个自测。请稍后再试，或直接联系我们的顾问。',
    retry: '重新载入',
    facts_one: '{{count}} 个问题 · 约 2 分钟',
    facts_other: '{{count}} 个问题 · 约 2 分钟',
    private: '您的回答只在本页面中计算，不会被保存或发送。',
  },
  runner: {
    progress: '第 {{current}} 题，共 {{total}} 题',
    back: '上一题',
    next: '下一题',
    seeResult: '查看结果',
    multipleHint: '可多选。如果都不符合，直接点“下一题”即可。',
    numberHint: '请输入 {{min}} 到 {{max}} 之间的数字。',
    numberStepHint: '请输入 {{min}} 到 {{max}} 之间的数字（以 {{step}} 为单位）。',
    numberInvalid: '这个数字不在可选范围内：请输入 {{min}} 到 {{max}} 之间的数字。',
    numberStepInvalid: '请输入 {{min}} 到 {{max}} 之间、以 {{step}} 为单位的数字。',
    yes: '是',
    no: '否',
  },
  result: {
    heading: '您的自测结果',
    tones: {
      likely: '很可能符合条件',
      possible: '有可能符合条件',
      unlikely: '目前可能不符合条件',
    },
    noOutcome: '根据您的回答，我们暂时无法给出结果。欢迎直接咨询顾问，他们会根据您的情况具体分析。',
    change: '修改我的回答',
    disclaimer: '请注意',
    reviewed: '内容最近审核于 {{date}}',
  },
  cta: {
    title: '想听听专业意见？',
    text: '自测只是初步参考。顾问会结合您的具体情况给出建议，咨询免费。',
    talk: '咨询顾问',
    book: '或者预约一个时间',
    formTitle: '给顾问留言',
    preview: '预览：访客会在这里看到“咨询顾问”和“预约时间”。预览中不会发送任何内容，也不计入统计。',
  },
  attach: {
    label: '把我的自测回答附在这次咨询中',
    hint: '勾选后，下面的问题、回答和结果会随留言一起发给顾问；不勾选则只发送您填写的联系方式和留言。',
    summary: '将附上的内容',
    result: '自测结果',
  },
};
export default eligibility;

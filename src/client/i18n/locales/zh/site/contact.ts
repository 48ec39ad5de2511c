/** Public-site strings: the consultation form and the /contact page. The en file must have the same keys. */
const contact = {
  page: {
    title: '联系我们',
    subtitle: '填写下方表单，告诉我们您关心的服务，我们的顾问会尽快与您联系。',
    infoTitle: '联系方式',
  },
  form: {
    name: '姓名',
    namePlaceholder: '请输入您的姓名',
    email: '邮箱',
    emailPlaceholder: 'name@example.com',
    phone: '电话',
    phonePlaceholder: '请输入您的联系电话',
    service: '咨询服务',
    servicePlaceholder: '请选择',
    message: '留言',
    messagePlaceholder: '请简要描述您的情况与需求',
    required: '必填',
    consent: {
      before: '我同意{{company}}按照',
      link: '隐私声明',
      after: '所述，使用以上信息答复我的咨询。',
      newTab: '（在新标签页中打开）',
      error: '请勾选同意隐私声明后再提交',
    },
    website: '网站（请留空）',
    submit: '提交咨询',
    submitting: '提交中...',
  },
  toast: {
    invalidTitle: '表单验证失败',
    invalidMissing: '请填写所有必填字段',
    invalidEmail: '请输入有效的邮箱地址',
    invalidConsent: '请先同意隐私声明',
    successTitle: '咨询已提交',
    successText: '我们会尽快与您联系',
    failureTitle: '提交失败',
    failureDefault: '创建咨询失败',
  },
};
export default contact;

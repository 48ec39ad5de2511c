/**
 * The privacy notice (/privacy), in its page's chunk. Changing its wording means bumping CONSENT_VERSION
 * (src/shared/privacy.ts): every enquiry records the version its visitor agreed to. The en file must have the same keys.
 */
const privacy = {
  title: '隐私声明',
  description: '{{company}}如何使用您在咨询表单中提交的个人信息、保存多久，以及您依据新加坡《个人数据保护法》（PDPA）享有的权利。',
  eyebrow: '个人数据保护',
  intro: '当您通过本网站提交咨询时，我们收集哪些信息、为何收集、保存多久、谁能看到，以及您如何行使自己的权利。',
  version: '版本：{{version}}（最后更新日期）',
  who: {
    title: '谁在收集',
    text: '总部位于新加坡的{{company}}收集并负责管理您通过本网站提交的个人数据。',
  },
  what: {
    title: '收集哪些信息',
    lead: '您在咨询表单中填写的内容，以及提交时的来源信息：',
    name: '姓名',
    email: '邮箱地址',
    phone: '电话号码',
    message: '您选择的咨询服务和留言',
    source: '提交咨询的页面及其语言，以及链接中的推广来源参数（如 utm_source）',
  },
  why: {
    title: '为何使用',
    text: '仅用于答复您的咨询，并就您咨询的服务与您跟进。我们不会出售您的个人数据。',
  },
  retention: {
    title: '保存多久',
    text: '在处理您的咨询所需期间保存。咨询结束（已完成或已取消）满 24 个月后，您的姓名、邮箱、电话和留言将被匿名化，只保留不能识别您身份的统计信息（如咨询类型和日期）。',
  },
  access: {
    title: '谁能看到',
    text: '只有本公司负责咨询的员工。我们通过电子邮件服务商发送通知邮件，该服务商仅为投递邮件处理相关信息。',
  },
  visits: {
    title: '访问统计',
    lead: '为了解网站哪些内容有用，我们不用 Cookie 统计访问。每次浏览只记录：',
    pages: '浏览的页面及其语言',
    referrer: '链接到本站的网站（只记录网站名称）',
    campaign: '链接中的推广来源参数（utm_source、utm_medium、utm_campaign）',
    device: '设备类型（手机、平板或电脑）',
    country: '根据网络判断的国家或地区',
    taps: '对联系按钮的点击（WhatsApp、微信、电话、邮件、预约和咨询表单）',
    noCookie: '我们不在您的浏览器中设置 Cookie，也不保存任何标识符。',
    noAddress: '我们从不保存您的 IP 地址。为了不重复计算同一天的访问，服务器用当天的随机密钥把地址和浏览器信息换算成一个访客编号；该密钥在第二天删除，此后任何人（包括我们）都无法再从编号推回到您。',
    dnt: '如果您的浏览器开启了“请勿追踪”（Do Not Track）或“全局隐私控制”（Global Privacy Control），我们不统计您的访问。',
    noThirdParty: '统计在我们自己的服务器上完成，不会发送给任何第三方。',
  },
  rights: {
    title: '您的权利',
    lead: '根据新加坡《2012 年个人数据保护法》（PDPA），您可以：',
    access: '查阅我们持有的您的个人数据；',
    correction: '更正不准确或不完整的数据；',
    withdraw: '撤回同意，我们将停止使用您的数据跟进咨询；',
    erasure: '要求删除您的数据（匿名化）。',
    ask: '如需行使以上权利，请联系我们的数据保护负责人：',
    askContact: '如需行使以上权利，请通过咨询表单提交您的请求，并注明是个人资料查询。',
    askForm: '前往咨询表单',
    reply: '我们通常会在 30 天内答复。',
  },
};
export default privacy;

/** Public-site strings: header, footer, dialogs, loading overlay, not-found screen. The en file must have the same keys. */
const layout = {
  meta: {
    description:
      '新加坡环球咨询集团成立于 2010 年，总部位于新加坡，提供新加坡移民、留学、企业服务、增值服务与海外身份规划的一站式专业咨询。',
  },
  skipToContent: '跳到主要内容',
  logoAlt: '新加坡环球咨询标志',
  nav: {
    label: '主导航',
    viewAll: '查看全部{{section}}',
    loading: '正在加载文章...',
    empty: '暂无文章',
    failed: '文章加载失败',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    menuTitle: '网站菜单',
    expand: '展开{{section}}',
  },
  contactDialog: {
    title: '联系我们',
    description: '欢迎通过以下方式与我们的顾问取得联系。',
    phone: '电话',
    wechat: '微信',
    whatsapp: 'WhatsApp',
    email: '邮箱',
    address: '地址',
    businessHours: '营业时间',
    weekendHours: '周末时间',
    loading: '正在加载联系方式...',
    failed: '无法加载联系方式信息',
  },
  footer: {
    description:
      '新加坡环球咨询集团成立于 2010 年，总部位于新加坡，专注新加坡移民、留学、企业服务、增值服务与海外身份规划，为个人、家庭与企业提供一站式专业服务。',
    socialTitle: '关注我们',
    quickLinks: '快速链接',
    quick: { home: '首页', about: '关于我们', projects: '服务项目', contact: '联系我们' },
    servicesTitle: '服务项目',
    contactTitle: '联系方式',
    contactLoading: '正在加载联系方式...',
    contactFailed: '无法加载联系方式信息',
    copyright: '© {{year}} 新加坡环球咨询集团 版权所有',
    newsManagement: '新闻管理',
    signOut: '退出登录',
    signIn: '管理员登录',
    signedOut: '已退出登录',
    signOutFailed: '退出失败',
  },
  qr: {
    open: '打开{{platform}}二维码',
    title: '扫描{{platform}}二维码',
    prompt: '使用{{platform}}扫描下方二维码，关注或添加我们。',
    alt: '{{platform}}二维码',
    account: '账号：{{account}}',
  },
  language: {
    current: '当前语言：{{language}}',
  },
  preload: {
    label: '正在加载网站内容',
    failed: '数据预加载失败',
  },
  notTranslated: '本文暂无中文版本，以下为原文。',
  notFound: {
    title: '页面未找到',
    heading: '404',
    text: '您要查找的页面可能已被删除、名称已更改，或暂时不可用。',
    back: '返回上一页',
    home: '返回首页',
  },
};
export default layout;

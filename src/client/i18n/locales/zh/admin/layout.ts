/** Admin layout: guard, sidebar, top bar (docs/product-spec.md, section 2). The en file must have the same keys. */
const layout = {
  documentTitle: '{{page}} | 内容管理系统',
  mainFunctions: '主要功能',
  systemSettings: '系统设置',
  nav: {
    dashboard: '数据概览',
    articles: '文章管理',
    review: '稿件审核',
    categories: '分类管理',
    consultations: '咨询订单',
    media: '媒体库',
    settings: '网站设置',
    download: '下载中心',
    users: '用户管理',
    activity: '操作记录',
  },
  reviewPending_one: '{{count}} 篇稿件待审核',
  reviewPending_other: '{{count}} 篇稿件待审核',
  visitSite: '访问官网',
  notifications: {
    label: '通知',
    pending_one: '{{count}} 条待处理咨询',
    pending_other: '{{count}} 条待处理咨询',
    none: '暂无待处理咨询',
    viewAll: '查看咨询订单',
  },
  userMenu: {
    open: '用户菜单',
    settings: '系统设置',
    logout: '退出登录',
  },
  openMenu: '打开导航菜单',
  closeMenu: '关闭导航菜单',
  checkingSession: '正在验证登录状态...',
  sessionFailed: {
    title: '无法验证登录状态',
    text: '暂时无法连接到服务器，请检查网络后重试。',
  },
  rightsNeeded: {
    title: '需要管理员权限',
    text: '您当前登录的账号（{{username}}）是普通用户，无法使用后台管理功能。如需开通权限，请联系网站管理员。',
    backHome: '返回官网',
    switchAccount: '切换账号',
  },
  toast: {
    logoutSuccess: '已退出登录',
    logoutText: '您已成功退出系统。',
    logoutFailed: '退出失败',
    sessionEnded: '您的登录已结束',
    sessionEndedText: '请重新登录。',
  },
};
export default layout;

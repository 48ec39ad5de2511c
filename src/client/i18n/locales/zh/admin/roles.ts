/** Roles and permissions (src/shared/permissions.ts, docs/decisions/0026-roles-and-review.md). The en file must have the same keys. */
const roles = {
  /** a permission's name, as a "which right is missing" message names it */
  permissions: {
    backOffice: '使用后台',
    writeArticles: '撰写文章',
    writeAnyArticle: '编辑所有文章',
    publishArticles: '发布文章',
    trashArticles: '将文章移入回收站',
    restoreFromTrash: '从回收站恢复',
    purgeTrash: '永久删除',
    manageSite: '管理网站内容',
    readEnquiries: '查看咨询',
    manageBooking: '管理预约与可预约时段',
    viewAnalytics: '查看访问统计',
    manageAssessments: '管理资格自测',
    exportEnquiries: '导出咨询',
    manageEnquiries: '管理咨询数据',
    manageUsers: '管理用户',
    manageSystem: '管理系统',
  },
  /** one line under the role picker */
  description: {
    admin: '可使用全部后台功能，包括用户、备份和操作记录。',
    editor: '撰写、审核和发布所有文章，管理分类、媒体库、网站内容和资格自测。',
    author: '撰写自己的文章并提交审核，不能发布。',
    sales: '处理咨询订单：查看、分配、备注和导出。',
    user: '普通访客账号，不能使用后台，仅可管理自己的账号。',
  },
  /** a 403 naming a permission that is not the administrators' alone */
  forbidden: '您没有权限：需要“{{right}}”权限',
  noPermission: {
    title: '您没有权限查看此页面',
    text: '“{{screen}}”需要“{{right}}”权限，您当前的角色（{{role}}）没有该权限。如需开通，请联系网站管理员。',
    back: '返回我的首页',
  },
};
export default roles;

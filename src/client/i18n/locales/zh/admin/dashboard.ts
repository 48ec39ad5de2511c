/** The dashboard (issue 10: /dashboard, first in the sidebar). The en file must have the same keys. */
const dashboard = {
  title: '数据概览',
  description: '近 12 周的咨询量、处理进度与待分配的咨询',
  loadFailed: '数据概览加载失败',
  fetchFailed: '获取数据概览失败',
  weekly: {
    title: '每周咨询量',
    description: '最近 12 周，按服务类型堆叠',
    summary: '最近 12 周共收到 {{total}} 条咨询，本周 {{current}} 条，最多的一周（{{peakWeek}} 起）{{peak}} 条。',
    caption: '每周咨询量（按服务类型）',
    week: '周（起始日）',
    total: '合计',
    legend: '服务类型',
  },
  types: {
    immigration: '移民',
    education: '留学',
    business: '企业服务',
    'value-added': '增值服务',
    overseas: '海外身份',
    general: '一般咨询',
  },
  status: {
    title: '按状态统计',
    view: '（查看这些咨询）',
  },
  response: {
    title: '首次响应时间（中位数）',
    description: '从收到咨询到首次变更状态',
    none: '暂无已响应的咨询',
  },
  duration: {
    minutes: '{{minutes}} 分钟',
    hours: '{{hours}} 小时',
    hoursMinutes: '{{hours}} 小时 {{minutes}} 分钟',
    days: '{{days}} 天',
    daysHours: '{{days}} 天 {{hours}} 小时',
  },
  unassigned: {
    title: '最新待分配咨询',
    description: '尚未指定负责人的待处理咨询',
    empty: '所有待处理咨询都已分配负责人',
    viewAll: '查看咨询订单',
  },
};
export default dashboard;

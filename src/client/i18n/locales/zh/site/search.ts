/** Public-site strings: the search page (site.search.page), travelling with its chunk. The en file must have the same keys. */
const search = {
  title: '站内搜索',
  titleFor: '“{{q}}”的搜索结果',
  description: '搜索新加坡移民、留学、企业服务与新闻资讯。',
  eyebrow: '搜索',
  count_one: '找到 {{count}} 条结果',
  count_other: '找到 {{count}} 条结果',
  noResults: '没有找到与“{{q}}”相关的内容',
  noResultsHint: '请换一个关键词，或浏览以下服务：',
  emptyTitle: '您想了解什么？',
  emptyHint: '输入服务名称或关键词，例如“公司注册”“EntrePass”，或直接浏览以下服务：',
  failed: '搜索暂时不可用，请稍后再试。',
  published: '发布于 {{date}}',
  previous: '上一页',
  next: '下一页',
  pageOf: '第 {{page}} / {{pages}} 页',
  inChinese: '中文',
  inChineseHint: '此页面为中文',
  pagination: '搜索结果分页',
};
export default search;

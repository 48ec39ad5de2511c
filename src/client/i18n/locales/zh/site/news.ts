/** Public-site strings: news. The en file must have the same keys. */
const news = {
  eyebrow: '资讯中心',
  title: '新闻动态',
  intro: '新加坡移民、留学与企业服务的政策解读、活动预告与公司动态。',
  description: '新加坡环球咨询新闻动态：移民与工作准证政策解读、留学与移民规划讲座预告及公司最新动态。',
  list: {
    heading: '最新动态',
    label: '新闻列表',
    loading: '正在加载新闻...',
    empty: '暂无新闻文章',
    error: '新闻加载失败：{{message}}',
    more: '更多新闻',
    loadingMore: '正在加载更多新闻...',
  },
  drawer: {
    open: '选择新闻',
    title: '全部新闻',
    description: '选择一篇新闻开始阅读。',
  },
  article: {
    loading: '正在加载文章...',
    failed: '加载失败',
    retryLater: '文章暂时无法加载，请稍后再试。',
    published: '已发布',
    unpublished: '未发布',
    date: '发布日期',
    backToList: '返回新闻列表',
  },
  welcome: {
    title: '欢迎阅读新闻动态',
    text: '从列表中选择一篇新闻开始阅读，了解新加坡移民、留学与企业服务的最新资讯。',
  },
};
export default news;

/** Public-site strings: service pages (and the shared article view). The en file must have the same keys. */
const services = {
  eyebrow: '专业服务',
  sections: {
    immigration: {
      intro: '从创业准证、就业准证到永久居民申请，为个人与家庭规划稳妥的新加坡身份路径。',
      description: '新加坡移民服务：自雇移民、企业家移民、技术移民、永久居民申请、家族办公室与工作准证，专业顾问一对一评估。',
    },
    education: {
      intro: '覆盖幼儿园到大学的新加坡升学规划，协助选校、备考、申请与陪读安排。',
      description: '新加坡留学服务：幼儿园、私立与政府学校、国际学校、AEIS 考试、公立与私立大学申请及游学营。',
    },
    business: {
      intro: '公司注册、秘书、审计、税务与银行开户，一站式协助企业在新加坡合规落地与运营。',
      description: '新加坡企业服务：公司注册、公司秘书、审计、挂名董事、税务申报与银行开户，一站式合规支持。',
    },
    'value-added': {
      intro: '私人银行、离岸架构、租赁、保险与人才招聘，为在新加坡生活与经营提供全方位支持。',
      description: '新加坡增值服务：私人银行、离岸公司、办公室与房屋租赁、保险规划、人才招聘与女佣服务。',
    },
    overseas: {
      intro: '岛国护照与欧洲、马来西亚居留项目，为全球资产配置与家庭安排多一重保障。',
      description: '海外身份规划：岛国护照、希腊、葡萄牙、西班牙永居及马来西亚第二家园项目咨询与办理。',
    },
  },
  breadcrumb: { label: '当前位置', home: '首页' },
  sidebar: {
    heading: '服务项目',
    label: '{{section}}服务项目',
    loading: '正在加载分类...',
    error: '分类加载失败：{{message}}',
    empty: '暂无分类',
    more: '更多文章',
    loadingMore: '正在加载更多文章...',
  },
  drawer: {
    open: '浏览服务项目',
    title: '选择服务项目',
    description: '选择一个项目，查看详细介绍。',
  },
  article: {
    notFound: '您访问的页面不存在，为您显示本栏目的“{{title}}”。',
    loading: '正在加载文章...',
    error: '文章加载失败',
    errorHint: '无法获取文章内容（{{message}}），请稍后重试。',
    retry: '重试',
    empty: '该栏目暂无文章',
    emptyHint: '我们正在完善这部分内容，欢迎直接联系顾问了解详情。',
  },
  refresh: {
    label: '刷新',
    hint: '刷新本页，获取最新内容',
    refreshing: '刷新中...',
    successTitle: '数据已刷新',
    successText: '已获取最新文章内容',
    failureTitle: '刷新失败',
    failureText: '无法获取最新数据',
  },
  table: { scrollHint: '表格可左右滑动查看' },
  selfCheck: {
    title: '我符合条件吗？',
    text: '花 2 分钟做个自测，先了解自己的大致情况。',
    label: '本服务的资格自测',
  },
  cta: {
    title: '需要一对一的专业建议？',
    text: '每个家庭与企业的情况都不同。告诉我们您的需求，我们的顾问会尽快与您联系，提供量身定制的方案。',
    button: '预约免费咨询',
  },
};
export default services;

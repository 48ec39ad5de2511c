/** Public-site strings: home. The en file must have the same keys. */
const home = {
  title: '新加坡移民、留学与企业服务一站式咨询',
  hero: {
    badge: '2010 年成立 · 总部位于新加坡',
    title: '为您开启通往新加坡与世界的大门',
    subtitle: '移民、留学、企业服务、增值服务与海外身份规划，由资深顾问全程一对一陪伴，让每一步都清晰、稳妥。',
    services: '了解我们的服务',
    contact: '免费咨询',
  },
  services: {
    title: '我们的服务',
    subtitle: '五大服务板块，覆盖个人、家庭与企业落地新加坡的每个环节。',
    more: '了解更多',
    moreAbout: '了解更多：{{section}}',
    cards: {
      immigration: '自雇、企业家、技术移民与永久居民申请，量身规划长期居留路径。',
      education: '从幼儿园到大学的择校与申请，AEIS 备考与游学营一站式安排。',
      business: '公司注册、秘书、审计、税务与银行开户，助力企业高效落地。',
      valueAdded: '私人银行、离岸架构、房屋与办公室租赁、保险与招聘等增值支持。',
      overseas: '岛国护照、欧洲永居与马来西亚第二家园，多元身份配置方案。',
    },
  },
  about: {
    title: '关于我们',
    lead: '新加坡环球咨询集团成立于 2010 年，总部位于新加坡。',
    text: '我们专注新加坡移民、留学、企业服务、增值服务与海外身份五大服务板块，以专业、透明、高效的服务，陪伴客户在新加坡安居乐业、拓展事业。',
    points: {
      founded: '2010 年成立，深耕新加坡市场',
      headquarters: '总部位于新加坡，熟悉本地法规与流程',
      categories: '五大服务板块，一站式解决方案',
    },
    hoursTitle: '营业时间',
    consultantsTitle: '我们的顾问',
    weekdays: '周一至周五 9:00-18:00',
    saturday: '周六 9:00-13:00（需预约）',
    stats: {
      cases: { value: '5000+', label: '成功案例' },
      satisfaction: { value: '98%', label: '客户满意度' },
      experts: { value: '30+', label: '专业顾问' },
      years: { value: '10+', label: '年行业经验' },
    },
  },
  /** the trust details of settings → Home page, in the footer and on /contact when filled */
  trust: {
    title: '公司资质',
    licence: '职业介绍所执照号',
    uen: '公司注册号（UEN）',
    address: '注册地址',
    map: '在地图中查看',
  },
  contact: {
    title: '联系我们',
    subtitle: '留下您的需求，我们的顾问会在一个工作日内与您联系。',
    formTitle: '在线咨询',
    infoTitle: '联系方式',
  },
};
export default home;

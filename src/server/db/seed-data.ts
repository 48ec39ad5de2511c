/**
 * Built-in seed content: one service article per catalogue item (all five sections, in catalogue
 * order) plus three news articles. Texts are Chinese (the default locale); English titles are kept
 * separately in `seedArticleTitlesEn` for the English UI.
 *
 * Figures that change over time (fees, salary thresholds, investment amounts) are deliberately
 * phrased non-committally and point readers to the latest official standard.
 */
import type { ArticleCategory, ArticleType } from '../../shared/catalog';

export interface SeedArticle {
  /** the catalogue item key, e.g. 'self-employed'; for news: 'news-1', 'news-2', 'news-3' */
  articleId: string;
  title: string;
  /** one Chinese sentence */
  summary: string;
  /** Chinese, at most 120 characters */
  metaDescription: string;
  /** HTML restricted to p, h2, h3, ul, ol, li, strong, em, blockquote */
  content: string;
  /** 2-4 Chinese tags */
  tags: string[];
  category: ArticleCategory;
  type: ArticleType;
  /** descending in listed order within each section */
  weight: number;
  tableData?: { caption?: string; headers: string[]; rows: string[][] };
  /** ISO date */
  publishedAt: string;
}

export const seedArticles: SeedArticle[] = [
  // ---------------------------------------------------------------- 新加坡移民
  {
    articleId: 'self-employed',
    title: '新加坡自雇移民（EntrePass 创业准证）',
    summary: '面向有创新项目或创业经验的申请人，通过在新加坡创办并经营公司获得创业准证，为日后申请永久居民打下基础。',
    metaDescription: '新加坡自雇移民（EntrePass 创业准证）办理：适合人群、申请条件、办理流程与周期，专业顾问一对一评估，协助在新加坡创业并规划长期居留。',
    content:
      '<h2>适合人群</h2>' +
      '<p>EntrePass 创业准证适合拥有创新技术、知识产权、知名投资机构支持或丰富创业经验，希望在新加坡创办并亲自经营公司的企业家。</p>' +
      '<h2>主要条件</h2>' +
      '<ul><li>在新加坡会计与企业管制局（ACRA）注册私人有限公司，或计划在获批后注册</li><li>申请人需持有公司一定比例的股份，并符合创新性等评估标准之一</li><li>具体门槛以新加坡人力部（MOM）最新公布的标准为准</li></ul>' +
      '<h2>办理流程与周期</h2>' +
      '<p>我们会先评估您的背景与项目，协助撰写商业计划书并准备材料，递交后审批一般需要数周时间。获批后准证首次有效期通常为一年，续签时需展示业务实际开展情况与本地雇佣、经营支出等表现。</p>',
    tags: ['EntrePass', '创业准证', '自雇移民'],
    category: 'singapore-immigration',
    type: 'service',
    weight: 60,
    publishedAt: '2025-03-03T09:00:00.000Z',
  },
  {
    articleId: 'entrepreneur',
    title: '新加坡企业家移民（全球投资者计划 GIP）',
    summary: '全球投资者计划面向具有成功经营记录的企业家与家族办公室负责人，符合条件者可直接申请新加坡永久居民身份。',
    metaDescription: '新加坡全球投资者计划（GIP）企业家移民：申请人资格、投资选项、审批流程与时间，协助成功企业家及家族一步获得新加坡永久居民身份。',
    content:
      '<h2>适合人群</h2>' +
      '<p>全球投资者计划（Global Investor Programme，GIP）由新加坡经济发展局（EDB）与联合投资署管理，适合拥有多年企业经营经验且企业营业额达到一定规模的成熟企业家、新兴企业创始人或家族办公室负责人。</p>' +
      '<h2>主要条件</h2>' +
      '<ul><li>申请人需满足企业家、新兴企业创始人或家族办公室负责人等类别之一的资格要求</li><li>按所选投资选项在新加坡完成规定金额的投资</li><li>营业额与投资门槛以 EDB 最新公布的标准为准</li></ul>' +
      '<h2>办理流程与周期</h2>' +
      '<p>流程一般包括资格评估、准备商业计划与尽职调查材料、递交申请、面谈、原则性批准、完成投资以及领取永久居民身份。整体周期通常在一年左右，视个案复杂程度而定。</p>',
    tags: ['GIP', '全球投资者计划', '永久居民'],
    category: 'singapore-immigration',
    type: 'service',
    weight: 50,
    tableData: {
      caption: 'GIP 投资选项概览（具体金额以 EDB 最新公布为准）',
      headers: ['投资选项', '投资方式', '适合对象'],
      rows: [
        ['选项 A', '在新加坡创办新企业或扩大现有业务', '计划在新加坡实际运营业务的企业家'],
        ['选项 B', '投资于经认可的 GIP 基金', '希望通过基金参与新加坡产业的投资者'],
        ['选项 C', '设立单一家族办公室并管理规定规模的资产', '拥有可观可投资资产的家族'],
      ],
    },
    publishedAt: '2025-03-18T09:00:00.000Z',
  },
  {
    articleId: 'skilled',
    title: '新加坡技术移民（Employment Pass 就业准证）',
    summary: '为专业人士、经理和高管提供就业准证申请服务，并规划从工作签证到永久居民的路径。',
    metaDescription: '新加坡技术移民 Employment Pass（EP）就业准证办理：薪资要求、COMPASS 评分框架、申请流程与审批周期，帮助专业人士在新加坡工作并规划永居。',
    content:
      '<h2>适合人群</h2>' +
      '<p>Employment Pass（EP）就业准证适合已获得新加坡雇主聘用的专业人士、经理和高管，是外籍人才在新加坡长期工作并逐步申请永久居民的主要途径。</p>' +
      '<h2>主要条件</h2>' +
      '<ul><li>获得新加坡注册公司的正式录用</li><li>月薪达到人力部规定的最低标准，标准随年龄与行业不同而调整</li><li>通过 COMPASS 互补性评估框架的综合评分</li></ul>' +
      '<p>薪资门槛与评分细则以新加坡人力部最新公布的标准为准。</p>' +
      '<h2>办理流程与周期</h2>' +
      '<p>通常由雇主或其委托的代理递交申请，网上审批一般在数周内完成。我们可协助雇主与申请人核对资格、准备学历认证和公司资料，并在获批后规划家属准证及后续永居申请。</p>',
    tags: ['EP', '就业准证', '技术移民'],
    category: 'singapore-immigration',
    type: 'service',
    weight: 40,
    tableData: {
      caption: '主要工作准证对比（具体标准以新加坡人力部最新公布为准）',
      headers: ['准证类型', '适用人群', '薪资要求', '可否携带家属'],
      rows: [
        ['Employment Pass（EP）', '专业人士、经理、高管', '较高，随年龄递增', '达到薪资标准可申请'],
        ['S Pass', '中级技术人员', '中等，随年龄递增', '达到薪资标准可申请'],
        ['EntrePass', '创业者', '无固定薪资要求，看业务表现', '满足业务条件可申请'],
      ],
    },
    publishedAt: '2025-04-08T09:00:00.000Z',
  },
  {
    articleId: 'pr',
    title: '新加坡永久居民（PR）申请',
    summary: '为在新加坡工作、创业或有家庭关系的人士提供永久居民申请规划与材料准备服务。',
    metaDescription: '新加坡永久居民（PR）申请：申请资格、所需材料、递交流程与审批时间，顾问协助评估个人条件、整理材料，提高申请质量。',
    content:
      '<h2>适合人群</h2>' +
      '<p>持有 EP 或 S Pass 并在新加坡工作一段时间的人士、新加坡公民或永久居民的配偶与未婚子女，以及在新加坡就读的学生，均可依据自身情况申请永久居民。</p>' +
      '<h2>主要条件</h2>' +
      '<ul><li>在新加坡有稳定的工作、收入与纳税记录</li><li>家庭、学历、社会融入及对新加坡的贡献等会被综合考量</li><li>申请通过新加坡移民与关卡局（ICA）的线上系统递交</li></ul>' +
      '<h2>办理流程与周期</h2>' +
      '<p>我们会先做一次全面评估，协助整理身份、学历、工作与家庭文件，并撰写个人陈述。递交后审批时间通常为数月至一年不等，ICA 不公开具体评分标准，以官方最新要求为准。</p>',
    tags: ['永久居民', 'PR 申请', 'ICA'],
    category: 'singapore-immigration',
    type: 'service',
    weight: 30,
    publishedAt: '2025-04-22T09:00:00.000Z',
  },
  {
    articleId: 'family-office',
    title: '新加坡家族办公室（13O / 13U 税务优惠）',
    summary: '协助高净值家族在新加坡设立单一家族办公室，申请 13O 或 13U 税务优惠并安排家族成员的身份规划。',
    metaDescription: '新加坡家族办公室设立与 13O、13U 税务优惠计划申请：资产规模、投资与本地支出要求、专业人员配置及办理周期，一站式协助家族财富传承与身份规划。',
    content:
      '<h2>适合人群</h2>' +
      '<p>新加坡单一家族办公室适合拥有较大规模可投资资产、希望在稳定法治环境中进行财富管理与传承的家族。</p>' +
      '<h2>主要条件</h2>' +
      '<ul><li>通过基金实体申请新加坡金融管理局（MAS）的 13O 或 13U 税务优惠计划</li><li>满足最低资产规模、聘用合格投资专业人员、本地业务支出及本地投资等要求</li><li>具体门槛以 MAS 最新公布的标准为准</li></ul>' +
      '<h2>办理流程与周期</h2>' +
      '<p>我们协同律师、基金管理人与会计师完成架构设计、公司注册、银行开户、税务优惠申请以及家族成员的工作准证安排。从筹备到获批通常需要数月时间，具体取决于资产转移进度与 MAS 审核情况。</p>',
    tags: ['家族办公室', '13O', '13U', '财富传承'],
    category: 'singapore-immigration',
    type: 'service',
    weight: 20,
    tableData: {
      caption: '13O 与 13U 计划对比（具体标准以 MAS 最新公布为准）',
      headers: ['项目', '13O 计划', '13U 计划'],
      rows: [
        ['基金实体', '新加坡注册公司', '不限注册地'],
        ['资产规模要求', '相对较低', '相对较高'],
        ['投资专业人员', '需聘用一定数量', '需聘用更多人员'],
        ['适合对象', '起步阶段的家族办公室', '资产规模较大的家族'],
      ],
    },
    publishedAt: '2025-05-12T09:00:00.000Z',
  },
  {
    articleId: 'work-visa',
    title: '新加坡工作准证（S Pass 与其他工作签证）',
    summary: '为中级技术人员及其雇主办理 S Pass 等工作准证，协助企业合规聘请外籍员工。',
    metaDescription: '新加坡工作准证办理：S Pass 及其他工作签证的申请条件、配额与薪资要求、办理流程和审批时间，协助企业与个人合规完成申请。',
    content:
      '<h2>适合人群</h2>' +
      '<p>S Pass 适合具备相关学历或技术资格的中级技术人员，例如技术员、工程助理和专业服务人员；企业也常通过它聘请外籍技术员工。</p>' +
      '<h2>主要条件</h2>' +
      '<ul><li>月薪需达到人力部规定的最低标准</li><li>雇主需符合外籍员工配额并缴纳相应的外劳税</li><li>申请人需提供经认证的学历或技能证明</li></ul>' +
      '<p>薪资、配额与税费标准会定期调整，以新加坡人力部最新公布的标准为准。</p>' +
      '<h2>办理流程与周期</h2>' +
      '<p>由雇主或委托代理在线递交申请，审批一般需要数周。我们负责资格预审、材料准备、进度跟踪以及入境后的体检与准证领取安排。</p>',
    tags: ['S Pass', '工作准证', '外籍员工'],
    category: 'singapore-immigration',
    type: 'service',
    weight: 10,
    publishedAt: '2025-05-27T09:00:00.000Z',
  },

  // ---------------------------------------------------------------- 新加坡留学
  {
    articleId: 'kindergarten',
    title: '新加坡幼儿园申请',
    summary: '为随迁家庭的学龄前儿童匹配合适的幼儿园，并协助办理入学与学生准证事宜。',
    metaDescription: '新加坡幼儿园申请：公立与私立幼儿园、国际学校幼儿部的选择建议，入学条件与报名流程，以及家长陪读与学生准证规划。',
    content:
      '<h2>适合人群</h2>' +
      '<p>适合随父母来新加坡工作、创业或陪读的学龄前儿童，新加坡幼儿园通常招收约 3 至 6 岁的孩子，提供英文与母语双语环境。</p>' +
      '<h2>选择与要求</h2>' +
      '<ul><li>教育部幼儿园、社区幼儿园与私立幼儿园在课程、学费与学位上各有不同</li><li>国际学校幼儿部适合计划长期就读国际课程的家庭</li><li>部分幼儿园学位紧张，建议提前半年至一年规划</li></ul>' +
      '<h2>办理流程</h2>' +
      '<p>我们会根据居住区域、预算与教育理念推荐学校，安排参观与面谈，并协助完成报名、缴费以及所需的准证手续。</p>',
    tags: ['幼儿园', '低龄留学', '陪读'],
    category: 'singapore-education',
    type: 'service',
    weight: 80,
    publishedAt: '2025-06-03T09:00:00.000Z',
  },
  {
    articleId: 'private-schools',
    title: '新加坡私立学校申请',
    summary: '为希望灵活入学的学生申请新加坡私立中小学与语言课程，衔接后续升学路径。',
    metaDescription: '新加坡私立学校申请：私立中小学、语言预科及国际考试课程介绍，入学要求与申请流程，帮助学生灵活入学并衔接升学。',
    content:
      '<h2>适合人群</h2>' +
      '<p>私立学校适合暂时无法通过政府学校入学考试、需要先提升英语，或希望就读 IGCSE、O Level 等考试课程的学生。</p>' +
      '<h2>主要要求</h2>' +
      '<ul><li>学校需在新加坡私立教育理事会（CPE）注册</li><li>一般需要提供过往成绩单并参加学校的入学评估</li><li>国际学生需办理相应的学生准证</li></ul>' +
      '<h2>办理流程与周期</h2>' +
      '<p>我们会比较学校资质、课程设置与学费，协助递交申请和学生准证材料，通常在数周至两个月内可以完成入学安排。</p>',
    tags: ['私立学校', '中小学留学', 'CPE'],
    category: 'singapore-education',
    type: 'service',
    weight: 70,
    publishedAt: '2025-06-17T09:00:00.000Z',
  },
  {
    articleId: 'public-schools',
    title: '新加坡政府中小学申请',
    summary: '协助国际学生与随迁子女申请新加坡教育部政府中小学，体验双语教育与严谨的学术体系。',
    metaDescription: '新加坡政府中小学申请：国际学生入学途径、AEIS 与 S-AEIS 考试、学位分配与学费说明，协助家长规划孩子进入新加坡教育部学校。',
    content:
      '<h2>适合人群</h2>' +
      '<p>新加坡教育部（MOE）政府学校以双语教育和扎实的学术水平著称，适合希望系统接受新加坡教育并计划在当地升学的学生。</p>' +
      '<h2>入学途径</h2>' +
      '<ul><li>国际学生一般需通过 AEIS 或 S-AEIS 统一入学考试</li><li>学位由教育部根据考试成绩与学位情况统一分配</li><li>国际学生学费高于本地学生，以教育部最新公布的标准为准</li></ul>' +
      '<h2>办理流程</h2>' +
      '<p>我们协助家长了解各学校特色，安排考前辅导与报名，获得学位后再协助办理学生准证与家长陪读准证。</p>',
    tags: ['政府学校', 'MOE', '中小学留学'],
    category: 'singapore-education',
    type: 'service',
    weight: 60,
    publishedAt: '2025-07-01T09:00:00.000Z',
  },
  {
    articleId: 'international-schools',
    title: '新加坡国际学校申请',
    summary: '为外籍家庭子女申请新加坡国际学校，提供 IB、英美等国际课程选择建议。',
    metaDescription: '新加坡国际学校申请：IB、IGCSE、A Level 与美式课程的对比，入学评估、候补名单与学费预算建议，帮助家庭选择合适的国际学校。',
    content:
      '<h2>适合人群</h2>' +
      '<p>国际学校适合计划未来前往英美等国升读大学、需要保持国际课程连贯性，或短期内随父母迁居新加坡的学生。</p>' +
      '<h2>主要要求</h2>' +
      '<ul><li>学校通常要求提供过往成绩单、推荐信，并安排英语与学科评估</li><li>热门学校常设有候补名单，建议提前一年准备</li><li>学费及建校费等费用因学校而异，以学校最新公布为准</li></ul>' +
      '<h2>办理流程</h2>' +
      '<p>我们根据孩子年龄、课程体系与通勤区域筛选学校，协助预约参观、准备面试与申请材料，并跟进录取与学生准证办理。</p>',
    tags: ['国际学校', 'IB 课程', '国际教育'],
    category: 'singapore-education',
    type: 'service',
    weight: 50,
    publishedAt: '2025-07-15T09:00:00.000Z',
  },
  {
    articleId: 'aeis',
    title: 'AEIS 新加坡政府学校入学考试',
    summary: 'AEIS 是国际学生进入新加坡政府中小学的主要入学考试，我们提供报名指导与系统备考辅导。',
    metaDescription: 'AEIS 国际学生政府学校入学考试：考试对象、英语与数学科目、报名时间与流程、放榜与学位分配，提供系统备考课程与报名协助。',
    content:
      '<h2>适合人群</h2>' +
      '<p>AEIS（Admissions Exercise for International Students）面向希望入读新加坡政府中小学的国际学生，一般适用于小学二至五年级及中学一至三年级的插班入学。</p>' +
      '<h2>考试内容</h2>' +
      '<ul><li>考试科目为英语与数学，考查水平对应新加坡本地相应年级</li><li>主考每年通常在下半年举行，另设补充考试 S-AEIS</li><li>报名时间、费用与年龄要求以新加坡教育部最新公布为准</li></ul>' +
      '<h2>备考与流程</h2>' +
      '<p>我们提供英语与数学强化课程、模拟测试和报名协助，考试通过后由教育部统一分配学校，学生随后办理学生准证并入学。</p>',
    tags: ['AEIS', '入学考试', '政府学校'],
    category: 'singapore-education',
    type: 'service',
    weight: 40,
    tableData: {
      caption: 'AEIS 考试年度时间线（具体日期以新加坡教育部公布为准）',
      headers: ['阶段', '大致时间', '说明'],
      rows: [
        ['报名', '每年下半年初', '通过教育部网站在线报名'],
        ['考试', '每年第四季度', '英语与数学笔试'],
        ['放榜', '考试后约一至两个月', '成绩通过者获分配学校'],
        ['入学', '次年一月新学年', '办理学生准证后入学'],
        ['S-AEIS 补充考试', '每年年初', '适合错过 AEIS 或未获分配学位的学生'],
      ],
    },
    publishedAt: '2025-08-05T09:00:00.000Z',
  },
  {
    articleId: 'private-universities',
    title: '新加坡私立大学申请（SIM、Kaplan 等）',
    summary: '申请新加坡管理学院（SIM）、Kaplan 等私立院校与英美澳合作办学课程，灵活入学、学制紧凑。',
    metaDescription: '新加坡私立大学申请：SIM、Kaplan 等私立院校与海外大学合作学位课程介绍，入学要求、学制与学费预算，协助选校、申请与学生准证办理。',
    content:
      '<h2>适合人群</h2>' +
      '<p>私立大学适合希望以较短学制取得英美澳等海外大学学位、入学门槛相对灵活，或高考、A Level 成绩未达公立大学要求的学生。</p>' +
      '<h2>主要要求</h2>' +
      '<ul><li>一般需提供高中或同等学历成绩，以及雅思等英语能力证明</li><li>英语不足者可先就读预科或语言课程</li><li>院校需在新加坡私立教育理事会（CPE）注册，学费以院校最新公布为准</li></ul>' +
      '<h2>办理流程与周期</h2>' +
      '<p>多数课程每年有多次开学时间，我们协助选校、递交申请、办理学生准证和安排住宿，整体通常在一至三个月内完成。</p>',
    tags: ['私立大学', 'SIM', 'Kaplan'],
    category: 'singapore-education',
    type: 'service',
    weight: 30,
    publishedAt: '2025-08-19T09:00:00.000Z',
  },
  {
    articleId: 'public-universities',
    title: '新加坡公立大学申请（NUS、NTU、SMU）',
    summary: '为本科与研究生申请新加坡国立大学、南洋理工大学和新加坡管理大学等公立大学提供全程规划。',
    metaDescription: '新加坡公立大学申请：新加坡国立大学（NUS）、南洋理工大学（NTU）、新加坡管理大学（SMU）本科与硕士申请条件、时间安排与文书准备。',
    content:
      '<h2>适合人群</h2>' +
      '<p>新加坡公立大学在国际排名中表现突出，适合学术成绩优秀、希望在亚洲顶尖学府深造并在当地就业的学生。</p>' +
      '<h2>主要要求</h2>' +
      '<ul><li>本科申请通常看高考、A Level、IB 等成绩，部分专业需面试或笔试</li><li>研究生申请需提供本科成绩、英语成绩、推荐信和个人陈述</li><li>国际学生可申请政府学费资助，需承诺毕业后在新加坡工作一定年限</li></ul>' +
      '<h2>办理流程与周期</h2>' +
      '<p>申请一般在入学前一年开放，我们协助规划专业方向、准备文书与面试，并在录取后办理学生准证与住宿，具体时间以各校最新公布为准。</p>',
    tags: ['公立大学', 'NUS', 'NTU', 'SMU'],
    category: 'singapore-education',
    type: 'service',
    weight: 20,
    tableData: {
      caption: '新加坡三所主要公立大学概览',
      headers: ['大学', '特色', '优势领域'],
      rows: [
        ['新加坡国立大学（NUS）', '综合性研究型大学，学科门类齐全', '工程、计算机、商科、医学'],
        ['南洋理工大学（NTU）', '以理工科见长的研究型大学', '工程、材料、传播学'],
        ['新加坡管理大学（SMU）', '以商科为特色，小班互动教学', '会计、金融、经济、法律'],
      ],
    },
    publishedAt: '2025-09-02T09:00:00.000Z',
  },
  {
    articleId: 'study-tour',
    title: '新加坡游学与冬夏令营',
    summary: '为中小学生与家庭组织新加坡短期游学和冬夏令营，体验当地课堂与多元文化。',
    metaDescription: '新加坡游学与冬夏令营：课程内容、适合年龄、行程安排与安全保障，帮助学生短期体验新加坡学校课堂、英语学习与多元文化。',
    content:
      '<h2>适合人群</h2>' +
      '<p>游学项目适合希望在长期留学前先实地了解新加坡教育环境的中小学生，以及利用寒暑假提升英语和拓展视野的家庭。</p>' +
      '<h2>项目内容</h2>' +
      '<ul><li>插班体验或英语强化课程</li><li>参观大学校园、科学中心与文化景点</li><li>全程配备带队老师，提供住宿与安全保障</li></ul>' +
      '<h2>报名与周期</h2>' +
      '<p>项目通常为一至四周，建议在出发前两个月报名，以便办理入境手续与安排行程。</p>',
    tags: ['游学', '夏令营', '冬令营'],
    category: 'singapore-education',
    type: 'service',
    weight: 10,
    publishedAt: '2025-09-16T09:00:00.000Z',
  },

  // ---------------------------------------------------------------- 企业服务
  {
    articleId: 'company-registration',
    title: '新加坡公司注册',
    summary: '协助在新加坡会计与企业管制局（ACRA）注册私人有限公司，最快可在一个工作日内完成注册。',
    metaDescription: '新加坡公司注册：私人有限公司注册条件、所需材料、ACRA 注册流程与时间，配套秘书、本地董事与银行开户服务，助力企业快速落地新加坡。',
    content:
      '<h2>适合人群</h2>' +
      '<p>适合计划在新加坡开展业务、设立区域总部或以新加坡公司为平台布局东南亚市场的企业与个人。</p>' +
      '<h2>主要条件</h2>' +
      '<ul><li>至少一名股东，可为个人或公司，外籍人士可持有全部股份</li><li>至少一名常住新加坡的董事</li><li>须在注册后委任公司秘书，并提供本地注册地址</li></ul>' +
      '<h2>办理流程与周期</h2>' +
      '<p>确认公司名称与经营范围后，我们通过 ACRA 系统提交注册申请，资料齐全时通常一至三个工作日即可完成，随后协助办理银行开户与后续合规事项。</p>',
    tags: ['公司注册', 'ACRA', '新加坡公司'],
    category: 'business-services',
    type: 'service',
    weight: 60,
    tableData: {
      caption: '新加坡公司注册流程与时间',
      headers: ['步骤', '内容', '预计时间'],
      rows: [
        ['1. 资料准备', '确定公司名称、经营范围、股东及董事信息', '1-2 个工作日'],
        ['2. 名称核准与注册', '通过 ACRA 提交申请并获发注册证明', '通常 1-3 个工作日'],
        ['3. 委任公司秘书', '完成法定文件与登记册', '注册后 6 个月内'],
        ['4. 银行开户', '准备开户文件并与银行面谈', '约 2-6 周'],
      ],
    },
    publishedAt: '2025-02-10T09:00:00.000Z',
  },
  {
    articleId: 'secretarial',
    title: '新加坡公司秘书服务',
    summary: '提供符合新加坡公司法要求的公司秘书服务，确保企业按时履行各项法定申报义务。',
    metaDescription: '新加坡公司秘书服务：依据公司法委任合格公司秘书，负责年度申报、股东大会与董事会决议、法定登记册维护，帮助企业保持合规。',
    content:
      '<h2>适合对象</h2>' +
      '<p>根据新加坡公司法，所有本地注册公司须在成立后六个月内委任一名常住新加坡的公司秘书，适合所有新加坡公司。</p>' +
      '<h2>服务内容</h2>' +
      '<ul><li>维护法定登记册与公司文件</li><li>起草董事会及股东决议，协助召开年度股东大会</li><li>按时向 ACRA 提交年度申报及变更登记</li></ul>' +
      '<h2>服务方式</h2>' +
      '<p>服务一般按年度签约，我们会提前提醒各项申报截止日期，协助企业避免逾期罚款。</p>',
    tags: ['公司秘书', '年度申报', '合规'],
    category: 'business-services',
    type: 'service',
    weight: 50,
    publishedAt: '2025-02-24T09:00:00.000Z',
  },
  {
    articleId: 'audit',
    title: '新加坡会计与审计服务',
    summary: '提供记账、财务报表编制与法定审计协调服务，满足新加坡公司的年度财务合规要求。',
    metaDescription: '新加坡会计与审计服务：日常记账、财务报表编制、审计豁免判断与法定审计安排，帮助企业按时完成年度申报与税务合规。',
    content:
      '<h2>适合对象</h2>' +
      '<p>所有新加坡公司都需按照新加坡财务报告准则编制财务报表，未符合小型公司审计豁免条件的企业还须接受法定审计。</p>' +
      '<h2>服务内容</h2>' +
      '<ul><li>日常记账与月度、季度管理报表</li><li>年度财务报表编制</li><li>审计豁免条件判断，并协调合作的注册会计师事务所完成审计</li></ul>' +
      '<h2>周期安排</h2>' +
      '<p>建议在财政年度结束后尽早启动年报工作，以便在法定期限内完成年度股东大会、年度申报和企业所得税申报。</p>',
    tags: ['会计', '审计', '财务报表'],
    category: 'business-services',
    type: 'service',
    weight: 40,
    publishedAt: '2025-03-10T09:00:00.000Z',
  },
  {
    articleId: 'director',
    title: '新加坡本地挂名董事服务',
    summary: '为暂无本地常住董事的外资公司提供挂名董事服务，满足新加坡公司法的注册要求。',
    metaDescription: '新加坡本地挂名董事（Nominee Director）服务：适用情形、职责边界、风险控制与服务期限，协助外资公司满足常住董事要求。',
    content:
      '<h2>适合对象</h2>' +
      '<p>新加坡公司须至少有一名常住新加坡的董事，若外籍股东尚未取得工作准证，可在过渡期内委任本地挂名董事。</p>' +
      '<h2>服务说明</h2>' +
      '<ul><li>挂名董事仅承担法定合规角色，不参与公司日常经营决策</li><li>需签署服务协议并缴纳相应押金，明确双方责任</li><li>公司需配合完成客户尽职调查（KYC）并保持业务合规</li></ul>' +
      '<h2>服务周期</h2>' +
      '<p>服务一般按年签约，待股东或员工取得准证成为本地常住董事后，可随时办理董事变更。</p>',
    tags: ['挂名董事', '本地董事', '外资公司'],
    category: 'business-services',
    type: 'service',
    weight: 30,
    publishedAt: '2025-03-24T09:00:00.000Z',
  },
  {
    articleId: 'tax',
    title: '新加坡企业税务申报（企业所得税与 GST）',
    summary: '为新加坡公司提供企业所得税申报、消费税（GST）注册与申报以及税务规划服务。',
    metaDescription: '新加坡企业税务服务：企业所得税估算与年度申报、消费税 GST 注册与季度申报、税务优惠与双重征税协定咨询，帮助企业合规节税。',
    content:
      '<h2>适合对象</h2>' +
      '<p>所有新加坡公司都需向新加坡国内税务局（IRAS）申报企业所得税，应税营业额达到规定门槛的企业还须注册并申报消费税（GST）。</p>' +
      '<h2>服务内容</h2>' +
      '<ul><li>预估应税收入（ECI）与年度所得税申报</li><li>GST 注册、季度申报与合规审查</li><li>新公司免税计划、部分免税及双重征税协定等咨询</li></ul>' +
      '<p>税率与优惠政策会随政府预算案调整，以 IRAS 最新公布为准。</p>' +
      '<h2>周期安排</h2>' +
      '<p>我们会根据财政年度设定申报日历，提前准备资料，确保在截止日期前完成申报。</p>',
    tags: ['企业所得税', 'GST', '税务申报'],
    category: 'business-services',
    type: 'service',
    weight: 20,
    tableData: {
      caption: '新加坡主要企业税种概览（税率与门槛以 IRAS 最新公布为准）',
      headers: ['税种', '适用情形', '申报频率'],
      rows: [
        ['企业所得税', '所有在新加坡有应税收入的公司', '每年申报 ECI 与所得税表'],
        ['消费税（GST）', '应税营业额达到注册门槛或自愿注册的企业', '通常每季度申报'],
        ['预提税', '向非居民支付利息、特许权使用费等', '按支付情况申报'],
        ['个人所得税（员工）', '公司需为员工申报年度薪酬', '每年申报'],
      ],
    },
    publishedAt: '2025-04-14T09:00:00.000Z',
  },
  {
    articleId: 'bank-account',
    title: '新加坡公司银行开户',
    summary: '协助新加坡公司开立本地银行或数字银行企业账户，提前梳理合规材料以提高开户效率。',
    metaDescription: '新加坡公司银行开户：本地银行与数字银行企业账户对比、开户所需文件、合规审查要点及办理时间，协助企业顺利开立对公账户。',
    content:
      '<h2>适合对象</h2>' +
      '<p>新注册的新加坡公司或需要新增多币种账户的企业，都需要开立企业银行账户用于收付款与日常经营。</p>' +
      '<h2>所需材料</h2>' +
      '<ul><li>公司注册文件、公司章程与 ACRA 商业档案</li><li>董事、股东及最终受益人的身份与地址证明</li><li>业务说明、资金来源及主要客户与供应商信息</li></ul>' +
      '<h2>办理流程与周期</h2>' +
      '<p>我们根据业务性质推荐合适的银行，协助准备材料与预约面谈，开户审批一般需要两至六周，具体视银行合规审查而定。</p>',
    tags: ['银行开户', '企业账户', '合规审查'],
    category: 'business-services',
    type: 'service',
    weight: 10,
    publishedAt: '2025-04-28T09:00:00.000Z',
  },

  // ---------------------------------------------------------------- 增值服务
  {
    articleId: 'private-bank',
    title: '新加坡私人银行开户',
    summary: '为高净值客户对接新加坡私人银行，提供开户咨询与资产配置前期准备服务。',
    metaDescription: '新加坡私人银行开户：开户门槛、所需材料、资金来源证明与合规审查流程，协助高净值人士对接合适的私人银行并完成开户。',
    content:
      '<h2>适合人群</h2>' +
      '<p>新加坡是亚洲重要的财富管理中心，私人银行适合有全球资产配置、财富传承与多币种管理需求的高净值个人与家族。</p>' +
      '<h2>主要要求</h2>' +
      '<ul><li>可投资资产需达到银行设定的最低门槛，各银行标准不同</li><li>需提供详细的财富来源与资金来源证明</li><li>通过银行的客户尽职调查与合规审查</li></ul>' +
      '<h2>办理流程与周期</h2>' +
      '<p>我们协助梳理资产背景、准备开户文件并安排与客户经理会面，开户周期通常为一至三个月。</p>',
    tags: ['私人银行', '财富管理', '高净值'],
    category: 'value-added-services',
    type: 'service',
    weight: 70,
    publishedAt: '2025-05-05T09:00:00.000Z',
  },
  {
    articleId: 'offshore',
    title: '离岸公司注册与维护',
    summary: '提供 BVI、开曼等离岸公司注册、年审与架构咨询服务，配合新加坡公司进行国际业务布局。',
    metaDescription: '离岸公司注册：BVI、开曼等常见离岸地对比、注册流程与年度维护、经济实质法与税务合规要点，协助企业搭建合规的国际架构。',
    content:
      '<h2>适合对象</h2>' +
      '<p>离岸公司常用于控股架构、跨境投资与资产隔离，适合有国际业务或海外融资需求的企业和个人。</p>' +
      '<h2>合规要点</h2>' +
      '<ul><li>各离岸地已实施经济实质相关法规，需评估公司是否需要满足实质要求</li><li>需如实申报最终受益人信息</li><li>需留意共同申报准则（CRS）下的信息交换</li></ul>' +
      '<h2>办理流程与周期</h2>' +
      '<p>确认架构方案后，一般一至两周可完成注册，我们还提供注册代理、年审续牌与银行开户协助。</p>',
    tags: ['离岸公司', 'BVI', '开曼'],
    category: 'value-added-services',
    type: 'service',
    weight: 60,
    publishedAt: '2025-05-19T09:00:00.000Z',
  },
  {
    articleId: 'office-rental',
    title: '新加坡办公室租赁',
    summary: '根据企业规模与预算，协助寻找新加坡服务式办公室、联合办公空间或传统写字楼。',
    metaDescription: '新加坡办公室租赁：服务式办公室、联合办公与甲级写字楼选择建议，租约条款、押金与装修要点，协助企业快速落地合适的办公空间。',
    content:
      '<h2>适合对象</h2>' +
      '<p>适合新设立的新加坡公司、需要满足准证申请中实际办公要求的企业，以及计划扩张团队的公司。</p>' +
      '<h2>可选方案</h2>' +
      '<ul><li>服务式办公室：拎包入驻，租期灵活</li><li>联合办公空间：成本较低，便于初创团队</li><li>传统写字楼：空间自主，适合稳定运营的企业</li></ul>' +
      '<h2>办理流程</h2>' +
      '<p>我们根据地段、面积与预算筛选房源，陪同看房并协助审阅租约条款，通常可在数周内完成签约入驻。</p>',
    tags: ['办公室租赁', '联合办公', '写字楼'],
    category: 'value-added-services',
    type: 'service',
    weight: 50,
    publishedAt: '2025-06-09T09:00:00.000Z',
  },
  {
    articleId: 'property-rental',
    title: '新加坡住房租赁',
    summary: '为新移民、留学生与陪读家庭寻找合适的公寓或组屋，并协助处理租约与入住手续。',
    metaDescription: '新加坡住房租赁：私人公寓、组屋与有地住宅的选择，租金预算、学区与通勤建议，协助审阅租约并完成入住，适合新移民与陪读家庭。',
    content:
      '<h2>适合人群</h2>' +
      '<p>适合刚到新加坡工作、创业、留学或陪读的个人与家庭，特别是对学区、通勤和预算有具体要求的客户。</p>' +
      '<h2>租房要点</h2>' +
      '<ul><li>外籍人士租住组屋需符合建屋发展局的相关规定</li><li>租约通常为一至两年，需缴纳押金并支付印花税</li><li>签约前应确认维修责任、提前解约条款与家具清单</li></ul>' +
      '<h2>办理流程</h2>' +
      '<p>我们会根据需求推荐区域与房源，安排线上或实地看房，并协助议价、签约与入住交接。</p>',
    tags: ['租房', '公寓', '陪读家庭'],
    category: 'value-added-services',
    type: 'service',
    weight: 40,
    publishedAt: '2025-06-23T09:00:00.000Z',
  },
  {
    articleId: 'insurance',
    title: '新加坡保险规划',
    summary: '为个人、家庭与企业提供医疗、人寿、储蓄及雇员保险的需求分析与方案对比。',
    metaDescription: '新加坡保险规划：医疗险、人寿险、储蓄与传承类保险以及企业雇员保险的需求分析与方案比较，协助客户选择合适的保障。',
    content:
      '<h2>适合人群</h2>' +
      '<p>适合在新加坡生活的新移民家庭、留学生，以及需要为外籍员工购买法定保险的企业。</p>' +
      '<h2>常见险种</h2>' +
      '<ul><li>个人与家庭医疗保险、重大疾病保险</li><li>人寿保险与储蓄、传承类保险</li><li>企业雇员医疗保险及工伤保险等法定保险</li></ul>' +
      '<h2>服务方式</h2>' +
      '<p>我们先了解客户的保障需求与预算，再转介持牌保险机构提供方案比较，具体条款与保费以保险公司正式文件为准。</p>',
    tags: ['保险', '医疗保险', '家庭保障'],
    category: 'value-added-services',
    type: 'service',
    weight: 30,
    publishedAt: '2025-07-07T09:00:00.000Z',
  },
  {
    articleId: 'recruitment',
    title: '新加坡人才招聘',
    summary: '协助企业在新加坡招聘本地及外籍员工，并衔接工作准证申请，提高招聘效率。',
    metaDescription: '新加坡人才招聘：职位分析、候选人寻访与筛选、公平雇佣相关要求以及工作准证衔接，协助企业在新加坡组建合规高效的团队。',
    content:
      '<h2>适合对象</h2>' +
      '<p>适合刚进入新加坡市场需要组建团队，或有专业岗位招聘需求的企业。</p>' +
      '<h2>服务内容</h2>' +
      '<ul><li>职位分析与薪酬建议</li><li>候选人寻访、初步筛选与面试安排</li><li>提醒企业遵守公平雇佣相关规定，并衔接外籍员工的工作准证申请</li></ul>' +
      '<h2>服务周期</h2>' +
      '<p>根据岗位难度不同，招聘周期通常为数周至两个月，我们会定期向企业汇报进度。</p>',
    tags: ['招聘', '人才', '企业团队'],
    category: 'value-added-services',
    type: 'service',
    weight: 20,
    publishedAt: '2025-07-21T09:00:00.000Z',
  },
  {
    articleId: 'maid',
    title: '新加坡女佣（外籍家庭帮佣）申请',
    summary: '为家庭申请外籍女佣工作准证，协助挑选合适的帮佣并完成入境与上岗手续。',
    metaDescription: '新加坡外籍女佣申请：雇主资格、女佣工作准证办理流程、保险与保证金要求以及入境体检安排，协助家庭合规聘请家庭帮佣。',
    content:
      '<h2>适合人群</h2>' +
      '<p>适合需要照顾老人、幼儿或协助家务的新加坡家庭，包括符合条件的准证持有人家庭。</p>' +
      '<h2>主要要求</h2>' +
      '<ul><li>雇主需符合人力部规定的资格，首次雇主需完成雇主培训课程</li><li>需为女佣购买规定的保险并缴纳保证金</li><li>需按月缴纳外劳税，标准以新加坡人力部最新公布为准</li></ul>' +
      '<h2>办理流程与周期</h2>' +
      '<p>我们协助家庭与持牌女佣中介对接，挑选合适人选后提交准证申请，女佣入境后完成体检与上岗培训，整体通常需要数周。</p>',
    tags: ['女佣', '家庭帮佣', '工作准证'],
    category: 'value-added-services',
    type: 'service',
    weight: 10,
    publishedAt: '2025-08-11T09:00:00.000Z',
  },

  // ---------------------------------------------------------------- 海外身份
  {
    articleId: 'island-passport',
    title: '岛国护照（投资入籍）',
    summary: '通过捐款或投资取得瓦努阿图、圣基茨和尼维斯、多米尼克等国公民身份，办理周期短、要求相对简单。',
    metaDescription: '岛国护照投资入籍：瓦努阿图、圣基茨和尼维斯、多米尼克等国项目对比，投资方式、办理周期与免签便利，协助规划第二身份。',
    content:
      '<h2>适合人群</h2>' +
      '<p>岛国投资入籍项目适合希望快速获得第二身份、提升国际出行便利或为子女教育与资产配置提供更多选择的家庭。</p>' +
      '<h2>主要条件</h2>' +
      '<ul><li>向政府基金捐款或投资经批准的房地产项目</li><li>通过背景调查，无犯罪记录</li><li>可携带配偶、子女及部分符合条件的父母</li></ul>' +
      '<p>各国投资金额与政策近年有所调整，以各国政府最新公布为准。</p>' +
      '<h2>办理流程与周期</h2>' +
      '<p>我们协助选择合适的国家、准备材料并配合尽职调查，获批并完成投资后即可领取护照，整体周期一般为数月。</p>',
    tags: ['岛国护照', '投资入籍', '第二身份'],
    category: 'overseas-identity',
    type: 'service',
    weight: 50,
    tableData: {
      caption: '常见岛国投资入籍项目对比（金额与周期以各国最新政策为准）',
      headers: ['国家', '主要投资方式', '大致周期', '特点'],
      rows: [
        ['瓦努阿图', '政府捐款', '较短，通常数月', '无需亲临，办理较快'],
        ['圣基茨和尼维斯', '政府基金捐款或认可房产', '数月', '历史最悠久的投资入籍项目之一'],
        ['多米尼克', '政府基金捐款或认可房产', '数月', '投资门槛相对较低，可携带家属'],
      ],
    },
    publishedAt: '2025-09-08T09:00:00.000Z',
  },
  {
    articleId: 'greece-pr',
    title: '希腊黄金签证（购房移民）',
    summary: '通过在希腊购买房产获得可续签的居留许可，全家可在希腊居住并在申根区内通行。',
    metaDescription: '希腊黄金签证购房移民：投资门槛与区域划分、可携带家属范围、办理流程与时间，协助家庭获得希腊居留许可与申根区通行便利。',
    content:
      '<h2>适合人群</h2>' +
      '<p>希腊黄金签证适合希望以房产投资获得欧洲居留身份、兼顾资产配置与子女教育的家庭。</p>' +
      '<h2>主要条件</h2>' +
      '<ul><li>在希腊购买符合要求的房产，投资门槛因地区与房产类型而异</li><li>无犯罪记录，持有有效医疗保险</li><li>可携带配偶、子女及双方父母</li></ul>' +
      '<p>希腊近年已上调部分地区的投资门槛，具体以希腊政府最新公布为准。</p>' +
      '<h2>办理流程与周期</h2>' +
      '<p>流程包括选房、开立税号与银行账户、完成购房、递交居留申请及录入指纹，通常需要数月时间，居留许可到期后在持有房产的前提下可续签。</p>',
    tags: ['希腊', '黄金签证', '购房移民'],
    category: 'overseas-identity',
    type: 'service',
    weight: 40,
    publishedAt: '2025-10-06T09:00:00.000Z',
  },
  {
    articleId: 'portugal-pr',
    title: '葡萄牙黄金签证',
    summary: '通过基金投资等方式获得葡萄牙居留许可，居住要求较低，满足条件后可申请永居或入籍。',
    metaDescription: '葡萄牙黄金签证：现行投资途径（基金投资、科研与文化捐赠等）、居住要求、办理流程与时间，以及未来申请永居或入籍的规划。',
    content:
      '<h2>适合人群</h2>' +
      '<p>葡萄牙黄金签证适合不打算立即移居、但希望保留欧洲身份选项并规划长期入籍的家庭。</p>' +
      '<h2>主要条件</h2>' +
      '<ul><li>自 2023 年起，购房途径已取消，目前主要通过认可基金投资、科研或文化捐赠等方式申请</li><li>每年在葡萄牙的居住时间要求较低</li><li>无犯罪记录，可携带配偶、子女及符合条件的父母</li></ul>' +
      '<p>投资金额与入籍相关规定可能调整，以葡萄牙政府最新公布为准。</p>' +
      '<h2>办理流程与周期</h2>' +
      '<p>流程包括开立税号与银行账户、完成投资、递交申请与生物信息采集，审批时间可能较长，我们会全程跟进并协助续签。</p>',
    tags: ['葡萄牙', '黄金签证', '欧洲身份'],
    category: 'overseas-identity',
    type: 'service',
    weight: 30,
    publishedAt: '2025-11-03T09:00:00.000Z',
  },
  {
    articleId: 'spain-pr',
    title: '西班牙居留（非盈利居留签证）',
    summary: '西班牙黄金签证已停止受理新申请，非盈利居留签证成为有稳定被动收入家庭的主要选择。',
    metaDescription: '西班牙居留：黄金签证政策变化说明，非盈利居留签证的资金证明、医疗保险与居住要求，办理流程与续签规划。',
    content:
      '<h2>政策说明</h2>' +
      '<p>西班牙已于 2025 年起停止受理以投资为基础的黄金签证新申请，已获批者的续签安排以西班牙官方最新规定为准。</p>' +
      '<h2>非盈利居留签证</h2>' +
      '<ul><li>适合拥有稳定被动收入或充足存款、计划实际在西班牙生活的家庭</li><li>需提供资金证明、私人医疗保险及无犯罪记录，资金标准按官方公布为准</li><li>持有期间不得在西班牙从事有收入的工作，且每年需满足居住要求</li></ul>' +
      '<h2>办理流程与周期</h2>' +
      '<p>一般先在所在国的西班牙领事馆递交申请，获批后入境办理居留卡，整体周期通常为数月，续签时需继续满足资金与居住条件。</p>',
    tags: ['西班牙', '非盈利居留', '欧洲生活'],
    category: 'overseas-identity',
    type: 'service',
    weight: 20,
    publishedAt: '2025-12-01T09:00:00.000Z',
  },
  {
    articleId: 'malaysia-mm2h',
    title: '马来西亚第二家园（MM2H）',
    summary: '马来西亚第二家园计划提供长期居留签证，适合退休养老、子女教育与东南亚生活安排。',
    metaDescription: '马来西亚第二家园 MM2H：新版分级方案、定期存款与购房要求、居住要求与办理流程，协助家庭在马来西亚长期居留、养老或陪读。',
    content:
      '<h2>适合人群</h2>' +
      '<p>MM2H 适合希望在生活成本相对较低、华人社区成熟的马来西亚长期居住的退休人士、陪读家庭与企业主。</p>' +
      '<h2>主要条件</h2>' +
      '<ul><li>新版计划按存款规模分为不同等级，签证有效期各不相同</li><li>需在马来西亚银行存入定期存款，并在规定期限内购置一定价值的房产</li><li>需满足年龄、无犯罪记录与每年居住天数等要求</li></ul>' +
      '<p>各等级金额与条件以马来西亚政府最新公布为准，部分州另有自己的计划。</p>' +
      '<h2>办理流程与周期</h2>' +
      '<p>我们协助评估等级、准备材料并递交申请，获得原则性批准后完成存款与签证贴签，整体通常需要数月。</p>',
    tags: ['马来西亚', 'MM2H', '第二家园'],
    category: 'overseas-identity',
    type: 'service',
    weight: 10,
    publishedAt: '2026-01-12T09:00:00.000Z',
  },

  // ---------------------------------------------------------------- 新闻动态
  {
    articleId: 'news-1',
    title: '新加坡工作准证政策更新要点解读',
    summary: '新加坡人力部近期调整了部分工作准证的薪资标准与评估细则，我们整理了对雇主与申请人的主要影响。',
    metaDescription: '新加坡工作准证政策更新解读：EP 与 S Pass 薪资标准调整、COMPASS 评估框架要点及对续签的影响，帮助雇主与申请人提前做好准备。',
    content:
      '<p>新加坡人力部近期公布了对 Employment Pass 与 S Pass 的新一轮调整，主要涉及最低合格薪资与部分行业的评估标准。</p>' +
      '<h2>主要影响</h2>' +
      '<ul><li>新申请将按新标准审核，续签通常设有过渡期</li><li>雇主需重新审视外籍员工的薪资结构与配额安排</li><li>申请人应提前准备学历认证与工作经历证明</li></ul>' +
      '<p>具体生效日期与数值以新加坡人力部官方公告为准，如需评估个人或企业情况，欢迎预约顾问咨询。</p>',
    tags: ['政策解读', '工作准证', '人力部'],
    category: 'news',
    type: 'news',
    weight: 30,
    publishedAt: '2026-01-20T09:00:00.000Z',
  },
  {
    articleId: 'news-2',
    title: '2026 年新加坡留学与移民规划讲座报名开启',
    summary: '我们将举办新加坡留学与移民规划公开讲座，介绍 AEIS 备考、公立大学申请与家庭身份规划。',
    metaDescription: '2026 年新加坡留学与移民规划讲座报名开启：内容涵盖 AEIS 备考、公立与私立大学申请、EP 与永久居民规划，现场设有顾问答疑环节。',
    content:
      '<p>为帮助有意赴新加坡发展的家庭全面了解最新政策，我们将举办新加坡留学与移民规划公开讲座。</p>' +
      '<h2>讲座内容</h2>' +
      '<ul><li>AEIS 考试变化与备考建议</li><li>新加坡公立大学与私立大学申请策略</li><li>从工作准证到永久居民的家庭身份规划</li></ul>' +
      '<p>讲座免费参加，名额有限，请通过网站咨询表单预约，具体时间与地点将另行通知。</p>',
    tags: ['讲座', '留学规划', '移民规划'],
    category: 'news',
    type: 'news',
    weight: 20,
    publishedAt: '2026-03-16T09:00:00.000Z',
  },
  {
    articleId: 'news-3',
    title: '扎根新加坡十六年，持续为客户提供一站式服务',
    summary: '公司自 2010 年在新加坡成立以来，已陪伴众多家庭与企业完成移民、留学与企业落地。',
    metaDescription: '公司自 2010 年成立于新加坡，十六年来专注移民、留学、企业服务与海外身份规划，持续完善一站式服务，陪伴客户在新加坡安居乐业。',
    content:
      '<p>公司于 2010 年在新加坡成立并设立总部，十六年来始终专注于移民、留学、企业服务、增值服务与海外身份规划。</p>' +
      '<h2>持续完善服务</h2>' +
      '<ul><li>深化与本地学校、银行及专业机构的合作</li><li>推出中英文双语线上咨询，提升服务效率</li><li>加强顾问团队培训，紧跟各国政策变化</li></ul>' +
      '<blockquote>我们将继续秉持专业、诚信、高效的原则，为每一位客户提供量身定制的解决方案。</blockquote>',
    tags: ['公司动态', '周年', '一站式服务'],
    category: 'news',
    type: 'news',
    weight: 10,
    publishedAt: '2026-05-08T09:00:00.000Z',
  },
];

/** English title per articleId (all 35 seeded articles), for the English UI. */
export const seedArticleTitlesEn: Record<string, string> = {
  'self-employed': 'Singapore Self-Employed Immigration (EntrePass)',
  entrepreneur: 'Singapore Entrepreneur Immigration (Global Investor Programme)',
  skilled: 'Singapore Skilled Immigration (Employment Pass)',
  pr: 'Singapore Permanent Residence (PR) Application',
  'family-office': 'Singapore Family Office (13O / 13U Tax Incentive Schemes)',
  'work-visa': 'Singapore Work Passes (S Pass and Others)',
  kindergarten: 'Singapore Kindergarten Admission',
  'private-schools': 'Singapore Private School Admission',
  'public-schools': 'Singapore Government (MOE) School Admission',
  'international-schools': 'Singapore International School Admission',
  aeis: 'AEIS Admission Exam for International Students',
  'private-universities': 'Singapore Private Universities (SIM, Kaplan and more)',
  'public-universities': 'Singapore Public Universities (NUS, NTU, SMU)',
  'study-tour': 'Singapore Study Tours and Holiday Camps',
  'company-registration': 'Singapore Company Registration',
  secretarial: 'Singapore Company Secretarial Services',
  audit: 'Singapore Accounting and Audit Services',
  director: 'Singapore Nominee Resident Director Services',
  tax: 'Singapore Corporate Tax and GST Filing',
  'bank-account': 'Singapore Corporate Bank Account Opening',
  'private-bank': 'Singapore Private Banking Account Opening',
  offshore: 'Offshore Company Incorporation and Maintenance',
  'office-rental': 'Singapore Office Rental',
  'property-rental': 'Singapore Residential Rental',
  insurance: 'Singapore Insurance Planning',
  recruitment: 'Singapore Talent Recruitment',
  maid: 'Singapore Foreign Domestic Helper Application',
  'island-passport': 'Island Passports (Citizenship by Investment)',
  'greece-pr': 'Greece Golden Visa (Residence by Property Investment)',
  'portugal-pr': 'Portugal Golden Visa',
  'spain-pr': 'Spain Residence (Non-Lucrative Visa)',
  'malaysia-mm2h': 'Malaysia My Second Home (MM2H)',
  'news-1': 'Key Points of the Latest Singapore Work Pass Policy Update',
  'news-2': 'Registration Open: 2026 Singapore Study and Immigration Planning Seminar',
  'news-3': 'Sixteen Years in Singapore: Continuing to Deliver One-Stop Services',
};

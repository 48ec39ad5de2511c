// The word pools `npm run bench -- --scale` builds its 1,000 articles and 100,000 enquiries from
// (scripts/bench-seed-scale.ts): combined in SQL, so that seeding is a few set-based statements.

export const newsTitlePrefixes = ['', '最新：', '解读：', '提醒：', '2026 年', '政策速递：', '问答：', '案例分享：'];
export const newsTitleSubjects = [
  '新加坡 EP 准证薪资门槛调整',
  '自雇移民 EntrePass 续签要求变化',
  '永久居民申请材料清单更新',
  '国际学校秋季入学名额开放',
  'AEIS 考试报名时间公布',
  '公司注册与秘书服务新规',
  '企业所得税申报截止日期临近',
  '家族办公室税务优惠计划延续',
  '希腊购房移民门槛上调',
  '马来西亚第二家园计划新条件',
  '新加坡公立大学申请季开启',
  '准证持有人家属签证政策调整',
];
export const newsTitleSuffixes = ['', '，申请人需注意哪些变化', '要点一览', '，我们整理了办理建议', '（附常见问题）', '，对家庭规划的影响'];

export const serviceSubjects = [
  'EP 准证申请',
  '国际学校择校',
  '新加坡公司注册',
  '私人银行开户',
  '希腊购房移民',
  '永久居民申请',
  '公立大学申请',
  '公司秘书服务',
  '写字楼租赁',
  '葡萄牙黄金居留',
  '家族办公室设立',
  'AEIS 考试辅导',
  '企业税务申报',
  '保险规划',
  '马来西亚第二家园',
  '家属准证办理',
  '私立大学升学',
  '审计与会计服务',
  '外籍员工招聘',
  '西班牙居留许可',
];
export const serviceSuffixes = ['办理指南', '：常见问题', '：费用与流程', '申请条件详解', '：最新要求', '一站式服务'];

export const summaries = [
  '我们梳理了本次调整的主要内容与生效时间，并给出准备材料与规划时间的建议。',
  '新规对首次申请与续签的影响不同，建议已在办理中的客户尽早与顾问确认进度。',
  '本文结合近期成功案例，说明评估重点、常见误区以及如何提高获批概率。',
  '面向计划明年入学的家庭，介绍名额、时间节点与择校时需要考虑的因素。',
  '企业主需在截止日期前完成申报，逾期可能产生罚款，我们提供一站式代理服务。',
  '政策细节以官方最新公布为准，欢迎预约顾问进行一对一评估。',
];

export const headings = ['背景', '主要变化', '适合人群', '办理流程', '所需材料', '时间安排', '费用说明', '常见问题', '顾问建议', '注意事项'];

export const paragraphs = [
  '新加坡人力部近期公布了新的评估框架，申请人的薪资水平、学历背景与雇主情况将按照积分方式综合评估。对于首次申请的人士，新框架在过渡期内给予一定的弹性，但续签时需要满足更新后的标准。我们建议雇主与申请人提前核对薪资结构，并预留足够的准备时间。',
  '办理过程中，材料的完整性与一致性直接影响审批速度。常见的问题包括学历证明未经认证、工作经历描述与推荐信不一致、公司财务资料不完整等。我们的顾问团队会在递交前逐项检查，并根据审核官的关注重点完善说明文件，尽量避免补件导致的延误。',
  '对于有子女随行的家庭，教育规划往往与身份规划同步进行。新加坡的国际学校、私立学校与政府学校在入学时间、考试要求和学费方面差异较大，家长需要结合孩子的年龄、语言能力和长期升学目标做出选择。我们可以协助安排学校参观与入学测试。',
  '企业在新加坡设立公司后，需要按时完成年度申报、税务申报与股东大会等合规事项。新加坡的企业所得税税率具有竞争力，并为新成立公司提供部分免税优惠，但相关条件每年可能调整。我们的秘书与会计团队会提醒关键日期，协助客户保持良好的合规记录。',
  '永久居民申请没有固定的审批标准，移民与关卡局会综合考量申请人的经济贡献、家庭纽带、在新加坡居住时间以及社会融入情况。准备申请时，除了基本材料外，补充说明个人在本地的工作成就、社区参与和长期规划，往往有助于展示申请人的整体情况。',
  '海外身份规划需要综合考虑居住要求、税务影响与资产配置。希腊、葡萄牙、西班牙等国家的居留计划门槛与政策近年来变化较快，马来西亚第二家园计划也调整了存款与收入要求。我们建议客户在决定前充分了解各项目的持续义务，避免后续维持身份时遇到困难。',
  '审批周期受申请量和个案复杂程度影响，一般为数周至数月不等。在等待期间，申请人应保持联系方式畅通，及时回复当局的补充要求。如遇审批时间明显延长，我们会协助查询进度，并评估是否需要补充材料或调整申请策略。',
  '费用方面，政府收费以官方公布为准，专业服务费根据项目复杂程度与服务范围确定。我们在签约前会提供清晰的费用明细，不收取隐藏费用。对于需要长期跟进的客户，也可以选择包含续签、年审与家庭成员申请在内的打包服务方案。',
  '很多客户关心配偶和子女能否同时办理。主申请人获批后，符合条件的家属一般可以申请家属准证或长期探访准证，但具体资格取决于主申请人的准证类型与收入水平。建议在主申请阶段就一并规划家属的身份安排，以减少后续等待时间。',
  '我们自 2010 年起在新加坡提供移民、留学与企业服务，熟悉当地法规与审批实践。每一位客户都会由专属顾问全程跟进，从初步评估、方案制定、材料准备到获批后的落地安排，提供连续一致的服务。欢迎通过网站或电话预约免费咨询。',
  '如果申请曾被拒绝，并不意味着无法再次申请。分析拒签原因、补强薄弱环节，并在适当时间重新递交，仍有机会获得批准。我们曾协助多位客户在调整方案后成功获批，关键在于对审核逻辑的理解与材料的针对性准备。',
  '留学生在新加坡就读期间，可以在学期内按规定从事有限时间的兼职工作，毕业后也有机会申请相应的工作准证留在本地发展。选择专业时，不妨结合新加坡的产业需求与紧缺职业清单，为毕业后的职业发展和身份规划提前做好准备。',
];

export const tagPool = ['新加坡', '移民', '留学', '准证', '永久居民', '公司注册', '税务', '家族办公室', '国际学校', '海外身份', '政策解读', '企业服务'];

export const enTitles = [
  'Singapore Employment Pass salary thresholds revised',
  'EntrePass renewal: what changes for founders',
  'Permanent residence: the updated document checklist',
  'International school places open for the autumn intake',
  'AEIS registration dates announced',
  'New rules for company registration and secretarial services',
  'Corporate income tax filing deadline approaching',
  'Family office tax incentive scheme extended',
];

export const enParagraphs = [
  'The Ministry of Manpower has published a new assessment framework in which salary, qualifications and the employer are scored together. First applications enjoy some flexibility during the transition, while renewals must meet the updated criteria. We recommend that employers and applicants review salary packages early and leave enough time to prepare.',
  'Complete and consistent documents are what speeds up an approval. Common problems include unverified degree certificates, work histories that do not match reference letters, and incomplete company accounts. Our consultants check every item before submission and tailor the cover letter to what the assessing officer looks for.',
  'For families moving with children, education planning usually goes hand in hand with immigration planning. International, private and government schools in Singapore differ widely in intake dates, entrance tests and fees, so parents should weigh the child\'s age, language skills and long-term goals before choosing.',
  'Once a company is incorporated in Singapore it must file annual returns, tax returns and hold general meetings on time. Corporate tax rates are competitive and new companies enjoy partial exemptions, but the conditions can change from year to year. Our corporate secretarial team reminds clients of every key date.',
];

export const surnames = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '郑', 'Tan ', 'Lim ', 'Lee ', 'Ng '];
export const givenNames = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '洋', '艳', '杰', '娟', '涛', '明', '超', '秀英', '婷婷', '晓东', '建华', '志强', '嘉怡', '子轩', 'Wei Ming', 'Hui Min'];
export const emailNames = ['wei', 'fang', 'na', 'min', 'jing', 'li', 'qiang', 'lei', 'yang', 'yan', 'jie', 'tao', 'ming', 'chao', 'xiaodong', 'jianhua', 'tan', 'lim'];
export const emailDomains = ['gmail.com', 'qq.com', '163.com', 'outlook.com', 'hotmail.com', 'yahoo.com.sg', '126.com', 'icloud.com'];
export const messages = [
  '您好，我想了解自雇移民的申请条件和大概费用，方便的话请电话联系我。',
  '孩子今年 10 岁，想咨询明年入读新加坡国际学校的流程。',
  '我们计划在新加坡注册一家贸易公司，需要秘书服务和银行开户协助。',
  '请问 EP 准证续签需要准备哪些材料？我的准证明年三月到期。',
  '想了解家族办公室的设立要求，以及后续的税务优惠条件。',
  '我已在新加坡工作五年，想评估一下申请永久居民的成功率。',
  '咨询希腊购房移民，预算大约 40 万欧元，请发一份资料给我。',
  'Hello, I would like to know more about the Employment Pass application for my spouse.',
];
export const notes = ['已电话沟通，客户下周来访', '已发送资料清单', '客户暂缓办理', '已签约，材料准备中', '重复咨询，已合并'];

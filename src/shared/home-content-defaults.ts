import type { Language } from './languages';
import type { HomeTexts } from './schemas/home-content';

/**
 * The home page's seeded content (docs/decisions/0024-beyond-the-spec.md): the texts it showed before staff could edit them, the
 * spec's fixed values (docs/product-spec.md, section 1) and its 19 testimonials (section 9). The
 * server answers these until the Home page tab is saved. They equal the site's locale strings
 * (site/home.ts and site/testimonials.ts, still the page's fallback while the content loads):
 * src/client/i18n/home-content-defaults.test.ts fails if the two drift apart.
 */
export const defaultHomeTexts: Record<Language, HomeTexts> = {
  zh: {
    heroTitle: '为您开启通往新加坡与世界的大门',
    heroSubtitle: '移民、留学、企业服务、增值服务与海外身份规划，由资深顾问全程一对一陪伴，让每一步都清晰、稳妥。',
    aboutLead: '新加坡环球咨询集团成立于 2010 年，总部位于新加坡。',
    aboutText: '我们专注新加坡移民、留学、企业服务、增值服务与海外身份五大服务板块，以专业、透明、高效的服务，陪伴客户在新加坡安居乐业、拓展事业。',
    claims: [
      { label: '成功案例', value: '5000+' },
      { label: '客户满意度', value: '98%' },
      { label: '专业顾问', value: '30+' },
      { label: '年行业经验', value: '10+' },
    ],
    testimonials: [
      { id: 't01', content: '从评估到拿到 EntrePass 只用了不到三个月，顾问对材料的把关非常细致，每一步都提前告诉我们要准备什么。', author: '王先生', position: '科技公司创始人', country: '中国', hidden: false },
      { id: 't02', content: '孩子的 AEIS 备考和择校都交给了他们，最后顺利进入心仪的政府中学，全家都很感激。', author: '李女士', position: '学生家长', country: '中国', hidden: false },
      { id: 't03', content: '公司注册、秘书服务和银行开户一条龙办好，我人在吉隆坡也能远程完成全部手续。', author: 'Tan 先生', position: '贸易公司董事', country: '马来西亚', hidden: false },
      { id: 't04', content: '家族办公室的架构设计很专业，税务顾问把 13O 和 13U 的区别讲得清清楚楚。', author: '陈先生', position: '家族企业负责人', country: '中国香港', hidden: false },
      { id: 't05', content: '永久居民申请被拒过一次，他们重新梳理了我的材料，第二次顺利获批。', author: '张女士', position: '金融分析师', country: '中国', hidden: false },
      { id: 't06', content: '帮我们找到了离学校很近的公寓，租约条款也逐条解释，省了很多心。', author: '黄女士', position: '陪读妈妈', country: '中国', hidden: false },
      { id: 't07', content: '公司每年的审计和税务申报都按时完成，从来不用担心错过截止日期。', author: 'Lim 女士', position: '餐饮集团财务总监', country: '马来西亚', hidden: false },
      { id: 't08', content: '马来西亚第二家园的申请流程讲解得很透彻，办理进度也会定期主动同步。', author: '刘先生', position: '退休工程师', country: '中国', hidden: false },
      { id: 't09', content: '私人银行开户需要的资料很多，顾问帮我逐项准备，沟通效率很高。', author: '何先生', position: '投资人', country: '中国香港', hidden: false },
      { id: 't10', content: '孩子参加的新加坡游学营安排得很用心，安全和课程质量都让我们放心。', author: '周女士', position: '学生家长', country: '中国', hidden: false },
      { id: 't11', content: '工作准证续签遇到政策调整，他们第一时间提醒并给出了可行的方案。', author: 'Wong 先生', position: '物流公司经理', country: '马来西亚', hidden: false },
      { id: 't12', content: '希腊购房移民从选房到递交都有人跟进，中英文沟通都非常顺畅。', author: '吴先生', position: '制造业企业主', country: '中国', hidden: false },
      { id: 't13', content: '国际学校的择校建议很中肯，面试准备也帮了孩子很大的忙。', author: '郑女士', position: '外企高管', country: '中国香港', hidden: false },
      { id: 't14', content: '通过他们招聘到了合适的本地员工，还顺带解决了办公室租赁的问题。', author: '孙先生', position: '初创公司 CEO', country: '中国', hidden: false },
      { id: 't15', content: '女佣申请的手续比想象中简单，顾问把准证、体检和保险都安排好了。', author: 'Lee 女士', position: '双职工家庭', country: '马来西亚', hidden: false },
      { id: 't16', content: '葡萄牙黄金签证的投资选项对比得很清楚，让我们做出了最合适的选择。', author: '林先生', position: '地产投资人', country: '中国香港', hidden: false },
      { id: 't17', content: 'NUS 硕士申请的文书指导非常专业，最终拿到了录取通知。', author: '赵同学', position: '研究生', country: '中国', hidden: false },
      { id: 't18', content: '离岸公司的设立和年审都很规范，每次都能及时收到提醒。', author: 'Ng 先生', position: '跨境电商创业者', country: '马来西亚', hidden: false },
      { id: 't19', content: '全家人的保险规划做得很周全，顾问耐心解答了我们所有的问题。', author: '梁女士', position: '医生', country: '中国香港', hidden: false },
    ],
  },
  en: {
    heroTitle: 'Opening the door to Singapore and the world for you',
    heroSubtitle: 'Immigration, education, business services, value-added services and overseas residency, with a senior consultant beside you at every step.',
    aboutLead: 'Global Gateway Consulting Group was founded in 2010 and is headquartered in Singapore.',
    aboutText: 'We focus on five service areas: Singapore immigration, education, business services, value-added services and overseas residency, helping clients settle and grow in Singapore with professional, transparent and efficient service.',
    claims: [
      { label: 'Success cases', value: '5000+' },
      { label: 'Client satisfaction', value: '98%' },
      { label: 'Professionals', value: '30+' },
      { label: 'Years of experience', value: '10+' },
    ],
    testimonials: [
      { id: 't01', content: 'From assessment to EntrePass approval took less than three months. The consultant checked every document and always told us what to prepare next.', author: 'Mr Wang', position: 'Tech start-up founder', country: 'China', hidden: false },
      { id: 't02', content: 'They handled our child’s AEIS preparation and school choice, and she got into the government secondary school we hoped for. The whole family is grateful.', author: 'Ms Li', position: 'Parent', country: 'China', hidden: false },
      { id: 't03', content: 'Company registration, secretarial service and the bank account were all done in one go, and I completed everything remotely from Kuala Lumpur.', author: 'Mr Tan', position: 'Trading company director', country: 'Malaysia', hidden: false },
      { id: 't04', content: 'The family office structure was designed very professionally, and the tax adviser explained the difference between 13O and 13U clearly.', author: 'Mr Chan', position: 'Family business owner', country: 'Hong Kong, China', hidden: false },
      { id: 't05', content: 'My PR application had been rejected once. They reworked my documents and the second application was approved.', author: 'Ms Zhang', position: 'Financial analyst', country: 'China', hidden: false },
      { id: 't06', content: 'They found us a flat close to the school and explained the lease clause by clause, which saved us a lot of worry.', author: 'Ms Huang', position: 'Accompanying parent', country: 'China', hidden: false },
      { id: 't07', content: 'Our annual audit and tax filings are always done on time; we never worry about missing a deadline.', author: 'Ms Lim', position: 'CFO of a restaurant group', country: 'Malaysia', hidden: false },
      { id: 't08', content: 'The Malaysia My Second Home process was explained thoroughly, and they kept us updated on progress without being asked.', author: 'Mr Liu', position: 'Retired engineer', country: 'China', hidden: false },
      { id: 't09', content: 'Opening a private bank account needs a lot of paperwork; my consultant prepared it item by item and communication was quick.', author: 'Mr Ho', position: 'Investor', country: 'Hong Kong, China', hidden: false },
      { id: 't10', content: 'The Singapore study tour our child joined was thoughtfully organised; we were at ease with both safety and course quality.', author: 'Ms Zhou', position: 'Parent', country: 'China', hidden: false },
      { id: 't11', content: 'When a policy change affected my work pass renewal, they warned me right away and offered a workable plan.', author: 'Mr Wong', position: 'Logistics manager', country: 'Malaysia', hidden: false },
      { id: 't12', content: 'Someone followed our Greek golden visa from choosing the property to filing, and communication in Chinese and English was smooth.', author: 'Mr Wu', position: 'Manufacturing business owner', country: 'China', hidden: false },
      { id: 't13', content: 'Their advice on international schools was honest, and the interview preparation helped our child a great deal.', author: 'Ms Cheng', position: 'Multinational executive', country: 'Hong Kong, China', hidden: false },
      { id: 't14', content: 'We hired the right local staff through them and sorted out our office rental at the same time.', author: 'Mr Sun', position: 'Start-up CEO', country: 'China', hidden: false },
      { id: 't15', content: 'Hiring a helper was simpler than expected: the consultant arranged the work permit, medical check and insurance.', author: 'Ms Lee', position: 'Dual-income family', country: 'Malaysia', hidden: false },
      { id: 't16', content: 'The investment options of the Portuguese golden visa were compared clearly, so we could make the right choice.', author: 'Mr Lam', position: 'Property investor', country: 'Hong Kong, China', hidden: false },
      { id: 't17', content: 'The guidance on my NUS master’s application essays was very professional, and I received an offer.', author: 'Zhao', position: 'Graduate student', country: 'China', hidden: false },
      { id: 't18', content: 'The offshore company set-up and annual filings are handled properly, with reminders every time.', author: 'Mr Ng', position: 'Cross-border e-commerce founder', country: 'Malaysia', hidden: false },
      { id: 't19', content: 'Our family insurance plan was thorough, and the consultant patiently answered every question we had.', author: 'Ms Leung', position: 'Doctor', country: 'Hong Kong, China', hidden: false },
    ],
  },
};

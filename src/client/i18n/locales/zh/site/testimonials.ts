/**
 * Public-site strings: the home page's testimonials (home.testimonials). They travel with the
 * carousel's chunk (features/site/home/testimonials-section.tsx), not with every page's strings.
 */
const testimonials = {
  title: '客户评价',
  subtitle: '来自中国、马来西亚与中国香港客户的真实反馈。',
  previous: '上一条评价',
  next: '下一条评价',
  pause: '暂停自动播放',
  play: '继续自动播放',
  slide: '第 {{index}} 条，共 {{count}} 条',
  countries: { china: '中国', malaysia: '马来西亚', hongkong: '中国香港' },
  items: {
    t01: { content: '从评估到拿到 EntrePass 只用了不到三个月，顾问对材料的把关非常细致，每一步都提前告诉我们要准备什么。', author: '王先生', position: '科技公司创始人', country: 'china' },
    t02: { content: '孩子的 AEIS 备考和择校都交给了他们，最后顺利进入心仪的政府中学，全家都很感激。', author: '李女士', position: '学生家长', country: 'china' },
    t03: { content: '公司注册、秘书服务和银行开户一条龙办好，我人在吉隆坡也能远程完成全部手续。', author: 'Tan 先生', position: '贸易公司董事', country: 'malaysia' },
    t04: { content: '家族办公室的架构设计很专业，税务顾问把 13O 和 13U 的区别讲得清清楚楚。', author: '陈先生', position: '家族企业负责人', country: 'hongkong' },
    t05: { content: '永久居民申请被拒过一次，他们重新梳理了我的材料，第二次顺利获批。', author: '张女士', position: '金融分析师', country: 'china' },
    t06: { content: '帮我们找到了离学校很近的公寓，租约条款也逐条解释，省了很多心。', author: '黄女士', position: '陪读妈妈', country: 'china' },
    t07: { content: '公司每年的审计和税务申报都按时完成，从来不用担心错过截止日期。', author: 'Lim 女士', position: '餐饮集团财务总监', country: 'malaysia' },
    t08: { content: '马来西亚第二家园的申请流程讲解得很透彻，办理进度也会定期主动同步。', author: '刘先生', position: '退休工程师', country: 'china' },
    t09: { content: '私人银行开户需要的资料很多，顾问帮我逐项准备，沟通效率很高。', author: '何先生', position: '投资人', country: 'hongkong' },
    t10: { content: '孩子参加的新加坡游学营安排得很用心，安全和课程质量都让我们放心。', author: '周女士', position: '学生家长', country: 'china' },
    t11: { content: '工作准证续签遇到政策调整，他们第一时间提醒并给出了可行的方案。', author: 'Wong 先生', position: '物流公司经理', country: 'malaysia' },
    t12: { content: '希腊购房移民从选房到递交都有人跟进，中英文沟通都非常顺畅。', author: '吴先生', position: '制造业企业主', country: 'china' },
    t13: { content: '国际学校的择校建议很中肯，面试准备也帮了孩子很大的忙。', author: '郑女士', position: '外企高管', country: 'hongkong' },
    t14: { content: '通过他们招聘到了合适的本地员工，还顺带解决了办公室租赁的问题。', author: '孙先生', position: '初创公司 CEO', country: 'china' },
    t15: { content: '女佣申请的手续比想象中简单，顾问把准证、体检和保险都安排好了。', author: 'Lee 女士', position: '双职工家庭', country: 'malaysia' },
    t16: { content: '葡萄牙黄金签证的投资选项对比得很清楚，让我们做出了最合适的选择。', author: '林先生', position: '地产投资人', country: 'hongkong' },
    t17: { content: 'NUS 硕士申请的文书指导非常专业，最终拿到了录取通知。', author: '赵同学', position: '研究生', country: 'china' },
    t18: { content: '离岸公司的设立和年审都很规范，每次都能及时收到提醒。', author: 'Ng 先生', position: '跨境电商创业者', country: 'malaysia' },
    t19: { content: '全家人的保险规划做得很周全，顾问耐心解答了我们所有的问题。', author: '梁女士', position: '医生', country: 'hongkong' },
  },
};
export default testimonials;

import { assessmentContentSchema, type AssessmentContent, type AssessmentContentInput } from '../../../shared/schemas/assessments';

/**
 * The two self-assessments a new installation starts with (docs/decisions/0030-self-assessments.md):
 * examples for the firm to review and change, written from the criteria the Ministry of Manpower
 * (EntrePass) and the Immigration & Checkpoints Authority (permanent residence) publish, and marked
 * indicative: neither authority publishes how it weighs an application, so the points are ours.
 */
export interface SeededAssessment {
  slug: string;
  inNavigation: boolean;
  content: AssessmentContent;
}

const t = (zh: string, en: string) => ({ zh, en });
const REVIEWED_ON = '2026-11-01';

const entrepass: AssessmentContentInput = {
  title: t('EntrePass 创业准证自测', 'EntrePass self-check'),
  intro: t(
    '创业准证（EntrePass）供外国创业者在新加坡创办并经营有创投支持或具创新性的企业。回答四个问题，即可初步了解您的情况与人力部（MOM）公布的条件相比如何。结果仅供参考。',
    'The EntrePass lets foreign entrepreneurs start and run a venture-backed or innovative business in Singapore. Answer four questions for an indicative view of how your profile compares with the criteria the Ministry of Manpower (MOM) publishes.',
  ),
  disclaimer: t(
    '本自测仅供参考，不构成法律意见，也不代表人力部的决定。人力部会逐案审核每一份申请，条件也可能调整；我们最后核对条件的日期见下方。如需评估您的具体情况，请联系我们的顾问。',
    'This check is indicative only: it is not legal advice and not a decision of MOM, which assesses every application on its merits and may change its criteria. We last checked them on the date shown. A consultant can review your own case.',
  ),
  service: 'immigration',
  reviewedOn: REVIEWED_ON,
  questions: [
    {
      id: 'stage',
      kind: 'single',
      text: t('您的公司处于哪个阶段？', 'Where is your company now?'),
      help: t(
        '申请人须已注册或准备注册一家私人有限公司（Pte Ltd）；若已注册，申请时注册时间一般不超过 6 个月。自 2020 年起已不设最低实缴资本要求。',
        'You must have registered, or plan to register, a private limited company (Pte Ltd); one already registered should usually be no more than 6 months old when you apply. There has been no minimum paid-up capital since 2020.',
      ),
      options: [
        { id: 'planning', label: t('计划在新加坡注册私人有限公司', 'I plan to register a private limited company in Singapore'), points: 2 },
        { id: 'registered-recent', label: t('已注册私人有限公司，不超过 6 个月', 'My private limited company was registered 6 months ago or less'), points: 2 },
        { id: 'registered-older', label: t('公司注册已超过 6 个月', 'My company was registered more than 6 months ago'), points: 0 },
        { id: 'no-plan', label: t('还没有具体的创业计划', 'I have no business plan yet'), points: 0 },
      ],
    },
    {
      id: 'criteria',
      kind: 'multiple',
      text: t('以下哪些情况适用于您或您的公司？', 'Which of these apply to you or your company?'),
      help: t('可多选；都不符合则不勾选。人力部要求至少符合一项此类条件，并需提供证明。', 'Tick all that apply, or none. MOM asks for at least one criterion of this kind, with evidence.'),
      options: [
        { id: 'funding', label: t('获得政府认可的创投基金或认证天使投资人的投资', 'Funding from a government-recognised venture capital firm or an accredited angel investor'), points: 3 },
        { id: 'ip', label: t('拥有知识产权（如已批准的专利）', 'Intellectual property of your own, such as an approved patent'), points: 3 },
        { id: 'research', label: t('与新加坡认可的研究机构或高等院校有研究合作', 'A research collaboration with a recognised research institution or institute of higher learning in Singapore'), points: 3 },
        { id: 'incubator', label: t('入选政府支持的孵化器或加速器', 'A place in a government-supported incubator or accelerator'), points: 3 },
        { id: 'track-record', label: t('有成功的创业、投资或创新记录', 'A strong track record as an entrepreneur, investor or innovator'), points: 3 },
      ],
    },
    {
      id: 'experience',
      kind: 'number',
      text: t('您有多少年创业或相关行业经验？', 'How many years of entrepreneurial or relevant industry experience do you have?'),
      min: 0,
      max: 40,
      step: 1,
      unit: t('年', 'years'),
      bands: [
        { from: 2, to: 5, points: 1 },
        { from: 5, points: 2 },
      ],
    },
    {
      id: 'plan',
      kind: 'yesno',
      text: t('您是否有书面商业计划（产品、市场及资金来源）？', 'Do you have a written business plan (product, market and how the business is funded)?'),
      yesPoints: 1,
      noPoints: 0,
    },
  ],
  outcomes: [
    {
      id: 'likely',
      tone: 'likely',
      title: t('您的情况看来符合申请条件', 'Your profile looks like a fit for an application'),
      text: t(
        '您的公司阶段和创新条件与人力部公布的要求相符。下一步是准备商业计划书及证明文件；我们的顾问可以帮您核对材料并安排申请。',
        'Your company stage and innovation criteria match what MOM publishes. The next step is the business plan and the documents that prove each criterion; a consultant can check them with you and prepare the application.',
      ),
      service: null,
    },
    {
      id: 'possible',
      tone: 'possible',
      title: t('您可能符合条件，需要进一步评估', 'You may qualify: your case needs a closer look'),
      text: t(
        '您已具备部分条件，但材料的分量会影响结果。我们的顾问可以评估您的创新条件和商业计划，并建议如何加强申请。',
        'You meet part of the criteria, and how strong the evidence is will matter. A consultant can assess your innovation criteria and business plan and suggest how to strengthen the application.',
      ),
      service: null,
    },
    {
      id: 'unlikely',
      tone: 'unlikely',
      title: t('目前可能尚不符合条件', 'You may not qualify yet'),
      text: t(
        '按您的回答，目前可能不符合创业准证的要求（例如公司注册已超过 6 个月，或尚未符合任何创新条件）。其他准证或途径也许更适合您，欢迎联系我们了解。',
        'From your answers you may not meet the EntrePass criteria yet (for example, a company older than 6 months, or none of the innovation criteria). Another pass or route may suit you better: talk to us.',
      ),
      service: null,
    },
  ],
  logic: {
    rules: [
      { when: [{ question: 'stage', op: 'is', values: ['registered-older', 'no-plan'] }], outcome: 'unlikely' },
      { when: [{ question: 'criteria', op: 'excludes', values: ['funding', 'ip', 'research', 'incubator', 'track-record'] }], outcome: 'unlikely' },
    ],
    thresholds: [
      { min: 6, outcome: 'likely' },
      { min: 3, outcome: 'possible' },
    ],
    otherwise: 'unlikely',
  },
};

const prReadiness: AssessmentContentInput = {
  title: t('新加坡永久居民（PR）申请准备度自测', 'Singapore PR readiness check'),
  intro: t(
    '在新加坡工作或与新加坡公民、永久居民有亲属关系的人士，可向移民与关卡局（ICA）申请永久居民。回答六个问题，即可初步了解您目前的准备程度。结果仅供参考。',
    'People who work in Singapore, or whose family are Singapore citizens or permanent residents, may apply to the Immigration & Checkpoints Authority (ICA) for permanent residence. Answer six questions for an indicative view of how ready your profile is.',
  ),
  disclaimer: t(
    '本自测仅供参考，不构成法律意见，也不代表移民与关卡局的决定。移民与关卡局会综合考虑家庭关系、经济贡献、学历、年龄、居留时间及融入程度等因素，但不公布各因素的权重；本自测的计分是我们的估计。我们最后核对条件的日期见下方。',
    'This check is indicative only: it is not legal advice and not a decision of ICA. ICA weighs family ties, economic contribution, qualifications, age, length of residence and integration, but does not publish how; the points here are our estimate. We last checked the criteria on the date shown.',
  ),
  service: 'immigration',
  reviewedOn: REVIEWED_ON,
  questions: [
    {
      id: 'pass',
      kind: 'single',
      text: t('您目前持有哪种新加坡准证？', 'Which Singapore pass do you hold now?'),
      options: [
        { id: 'employment-pass', label: t('就业准证（EP）', 'Employment Pass'), points: 3 },
        { id: 's-pass', label: t('S 准证', 'S Pass'), points: 2 },
        { id: 'entrepass', label: t('创业准证（EntrePass）', 'EntrePass'), points: 1 },
        { id: 'dependant', label: t('家属准证或长期探访准证', "Dependant's Pass or Long-Term Visit Pass"), points: 1 },
        { id: 'student', label: t('学生准证', "Student's Pass"), points: 1 },
        { id: 'none', label: t('没有（不在新加坡居住）', 'None (I do not live in Singapore)'), points: 0 },
      ],
    },
    {
      id: 'years',
      kind: 'number',
      text: t('您在新加坡居住（及工作）了多少年？', 'How many years have you lived (and worked) in Singapore?'),
      min: 0,
      max: 30,
      step: 1,
      unit: t('年', 'years'),
      bands: [
        { from: 2, to: 5, points: 1 },
        { from: 5, points: 2 },
      ],
    },
    {
      id: 'salary',
      kind: 'single',
      text: t('您目前在新加坡的月薪是多少？', 'What is your monthly salary in Singapore?'),
      options: [
        { id: 'none', label: t('在新加坡没有收入', 'No salary in Singapore'), points: 0 },
        { id: 'below-5000', label: t('低于 5,000 新元', 'Below S$5,000'), points: 0 },
        { id: 'from-5000', label: t('5,000 至 9,999 新元', 'S$5,000 to S$9,999'), points: 1 },
        { id: 'from-10000', label: t('10,000 至 19,999 新元', 'S$10,000 to S$19,999'), points: 2 },
        { id: 'above-20000', label: t('20,000 新元或以上', 'S$20,000 or more'), points: 3 },
      ],
    },
    {
      id: 'family',
      kind: 'yesno',
      text: t('您的配偶或子女是否为新加坡公民或永久居民？', 'Is your spouse or a child of yours a Singapore citizen or permanent resident?'),
      yesPoints: 3,
      noPoints: 0,
    },
    {
      id: 'age',
      kind: 'number',
      text: t('您的年龄是？', 'How old are you?'),
      min: 18,
      max: 80,
      step: 1,
      unit: t('岁', 'years'),
      bands: [
        { from: 25, to: 45, points: 2 },
        { from: 45, to: 55, points: 1 },
      ],
    },
    {
      id: 'education',
      kind: 'single',
      text: t('您的最高学历是？', 'What is your highest qualification?'),
      options: [
        { id: 'postgraduate', label: t('硕士或博士', "Master's degree or doctorate"), points: 3 },
        { id: 'degree', label: t('学士学位', "Bachelor's degree"), points: 2 },
        { id: 'diploma', label: t('大专或专业文凭', 'Diploma or professional qualification'), points: 1 },
        { id: 'secondary', label: t('中学或以下', 'Secondary school or below'), points: 0 },
      ],
    },
  ],
  outcomes: [
    {
      id: 'likely',
      tone: 'likely',
      title: t('您的条件看来适合提出申请', 'Your profile looks ready for an application'),
      text: t(
        '您在工作、居留时间和个人背景方面具备较好的条件。永久居民申请没有保证，但准备充分的材料会有帮助；我们的顾问可以协助您整理文件并提交申请。',
        'Your work, length of stay and background make a good profile. No PR application is certain, but a well-prepared one helps: a consultant can help you gather the documents and apply.',
      ),
      service: null,
    },
    {
      id: 'possible',
      tone: 'possible',
      title: t('您可以申请，但可先加强某些方面', 'You can apply, and some parts could be stronger'),
      text: t(
        '您符合申请资格的可能性较大，但某些方面（如居留时间、收入或融入程度）仍可加强；有些准证类别需要通过其他途径申请。我们的顾问可以评估您的时机和途径。',
        'You are probably eligible to apply, but parts of your profile (such as length of stay, income or ties to Singapore) could be stronger, and some passes apply through another route. A consultant can advise on the timing and the route.',
      ),
      service: null,
    },
    {
      id: 'unlikely',
      tone: 'unlikely',
      title: t('目前申请可能为时尚早', 'It may be too early to apply'),
      text: t(
        '按您的回答，目前可能尚无申请途径，或条件仍需时间积累（例如学生须在新加坡居住至少两年）。我们可以和您一起规划下一步。',
        'From your answers there may be no route to apply yet, or your profile needs time (a student, for example, needs at least two years of residence). We can plan the next steps with you.',
      ),
      service: null,
    },
  ],
  logic: {
    rules: [
      {
        when: [
          { question: 'pass', op: 'is', values: ['none'] },
          { question: 'family', op: 'is', values: ['no'] },
        ],
        outcome: 'unlikely',
      },
      {
        when: [
          { question: 'pass', op: 'is', values: ['student'] },
          { question: 'years', op: 'below', value: 2 },
        ],
        outcome: 'unlikely',
      },
      {
        when: [
          { question: 'pass', op: 'is', values: ['entrepass', 'dependant'] },
          { question: 'family', op: 'is', values: ['no'] },
        ],
        outcome: 'possible',
      },
    ],
    thresholds: [
      { min: 10, outcome: 'likely' },
      { min: 6, outcome: 'possible' },
    ],
    otherwise: 'unlikely',
  },
};

export const seededAssessments: SeededAssessment[] = [
  { slug: 'entrepass-self-check', inNavigation: true, content: assessmentContentSchema.parse(entrepass) },
  { slug: 'singapore-pr-readiness', inNavigation: true, content: assessmentContentSchema.parse(prReadiness) },
];

/**
 * English versions of the built-in seed articles in seed-data.ts, keyed by articleId: the same facts,
 * headings, lists and tables as the Chinese texts, written for readers in Singapore, Malaysia and Hong Kong.
 *
 * As in the Chinese texts, figures that change over time (fees, salary thresholds, investment amounts)
 * are phrased non-committally and point readers to the latest official standard. Ampersands are
 * avoided (e.g. "Immigration and Checkpoints Authority") so that no field needs HTML escaping.
 */
import type { SectionType } from '../../shared/catalog';
import type { SeedArticle } from './seed-data';

/** The English version of a seeded article: the per-language fields of SeedArticle. */
export type SeedTranslation = Pick<SeedArticle, 'title' | 'summary' | 'metaDescription' | 'content' | 'tags' | 'tableData'>;

/** English versions of every seeded article, by articleId. */
export const seedArticlesEn: Record<string, SeedTranslation> = {
  // ---------------------------------------------------------------- 新加坡移民
  'self-employed': {
    title: 'Singapore Self-Employed Immigration (EntrePass)',
    summary:
      'For applicants with an innovative venture or a track record in building businesses: set up and run a company in Singapore on an EntrePass and lay the groundwork for a later Permanent Residence application.',
    metaDescription:
      'Singapore EntrePass for the self-employed: who it suits, requirements, process and timeline, with one-to-one assessment and long-term residence planning.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>The EntrePass suits entrepreneurs with innovative technology, intellectual property, backing from a recognised investor or substantial start-up experience who intend to set up and personally run a company in Singapore.</p>' +
      '<h2>Key requirements</h2>' +
      '<ul><li>A private limited company registered with the Accounting and Corporate Regulatory Authority (ACRA), or one to be registered once the pass is approved</li><li>The applicant must hold a required share of the company and meet at least one of the assessment criteria, such as innovation</li><li>Specific thresholds are subject to the latest criteria published by the Ministry of Manpower (MOM)</li></ul>' +
      '<h2>Process and timeline</h2>' +
      '<p>We begin by assessing your background and venture, then help you write the business plan and prepare the documents. Once the application is submitted, approval generally takes a few weeks. The first pass is usually valid for one year; at renewal you will need to show that the business is genuinely operating, together with its local hiring and business spending.</p>',
    tags: ['EntrePass', 'Self-Employed', 'Start-up'],
  },
  entrepreneur: {
    title: 'Singapore Entrepreneur Immigration (Global Investor Programme)',
    summary:
      'The Global Investor Programme is open to entrepreneurs with a proven business track record and to family office principals; successful applicants can apply directly for Singapore Permanent Residence.',
    metaDescription:
      'Singapore Global Investor Programme (GIP): eligibility, investment options, approval process and timeline, for established entrepreneurs seeking PR in one step.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>The Global Investor Programme (GIP) is administered by the Singapore Economic Development Board (EDB) and Contact Singapore. It suits established entrepreneurs with many years of business experience and a company of substantial turnover, founders of fast-growth companies, and family office principals.</p>' +
      '<h2>Key requirements</h2>' +
      '<ul><li>The applicant must meet the eligibility criteria of one of the categories, such as established entrepreneur, founder of a fast-growth company or family office principal</li><li>The required amount must be invested in Singapore under the chosen investment option</li><li>Turnover and investment thresholds are subject to the latest criteria published by the EDB</li></ul>' +
      '<h2>Process and timeline</h2>' +
      '<p>The process generally covers an eligibility assessment, preparation of the business plan and due diligence documents, submission of the application, an interview, approval in principle, making the investment and finally obtaining Permanent Residence. The whole process usually takes about a year, depending on the complexity of the case.</p>',
    tags: ['GIP', 'Global Investor Programme', 'Permanent Residence'],
    tableData: {
      caption: 'GIP investment options at a glance (amounts subject to the latest figures published by the EDB)',
      headers: ['Investment option', 'Form of investment', 'Suited to'],
      rows: [
        ['Option A', 'Starting a new business or expanding an existing one in Singapore', 'Entrepreneurs who plan to run a business in Singapore'],
        ['Option B', 'Investing in an approved GIP fund', 'Investors who wish to take part in Singapore industries through a fund'],
        ['Option C', 'Setting up a single family office that manages a prescribed level of assets', 'Families with substantial investable assets'],
      ],
    },
  },
  skilled: {
    title: 'Singapore Skilled Immigration (Employment Pass)',
    summary:
      'We handle Employment Pass applications for professionals, managers and executives, and map out the route from work pass to Permanent Residence.',
    metaDescription:
      'Singapore Employment Pass (EP): salary criteria, the COMPASS framework, application process and timeline, for professionals planning to work and settle here.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>The Employment Pass (EP) is for professionals, managers and executives who have a job offer from a Singapore employer. It is the main route for foreign talent to work in Singapore for the long term and, in time, apply for Permanent Residence.</p>' +
      '<h2>Key requirements</h2>' +
      "<ul><li>A formal job offer from a company registered in Singapore</li><li>A monthly salary that meets MOM's minimum qualifying salary, which varies with age and sector</li><li>An overall pass under the COMPASS points-based Complementarity Assessment Framework</li></ul>" +
      '<p>Salary thresholds and scoring details are subject to the latest criteria published by the Ministry of Manpower.</p>' +
      '<h2>Process and timeline</h2>' +
      "<p>The application is normally submitted by the employer or an appointed agent, and online assessment is generally completed within a few weeks. We help employers and applicants check eligibility and prepare qualification verification and company documents, and once the pass is approved we plan Dependant's Passes for the family and the later Permanent Residence application.</p>",
    tags: ['Employment Pass', 'EP', 'Skilled Immigration'],
    tableData: {
      caption: 'Main work passes compared (criteria subject to the latest standards published by MOM)',
      headers: ['Pass type', 'For', 'Salary requirement', 'Family members'],
      rows: [
        ['Employment Pass (EP)', 'Professionals, managers and executives', 'Higher; rises with age', 'Eligible once the salary threshold is met'],
        ['S Pass', 'Mid-level skilled staff', 'Moderate; rises with age', 'Eligible once the salary threshold is met'],
        ['EntrePass', 'Entrepreneurs', 'No fixed salary; based on business performance', 'Eligible once the business criteria are met'],
      ],
    },
  },
  pr: {
    title: 'Singapore Permanent Residence (PR) Applications',
    summary:
      'Permanent Residence planning and document preparation for people who work, run a business or have family ties in Singapore.',
    metaDescription:
      'Singapore Permanent Residence (PR): eligibility, documents, submission and processing times, with help assessing your profile and strengthening the application.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>EP or S Pass holders who have worked in Singapore for some time, spouses and unmarried children of Singapore Citizens or Permanent Residents, and students studying in Singapore may all apply for Permanent Residence, depending on their circumstances.</p>' +
      '<h2>Key requirements</h2>' +
      '<ul><li>Stable employment, income and tax records in Singapore</li><li>Family profile, education, social integration and contribution to Singapore are considered as a whole</li><li>Applications are submitted online through the Immigration and Checkpoints Authority (ICA)</li></ul>' +
      '<h2>Process and timeline</h2>' +
      '<p>We start with a comprehensive assessment, help you organise your identity, education, employment and family documents, and draft your personal statement. After submission, processing generally takes anywhere from several months to a year. ICA does not publish its assessment criteria, and the latest official requirements apply.</p>',
    tags: ['Permanent Residence', 'PR Application', 'ICA'],
  },
  'family-office': {
    title: 'Singapore Family Office (13O / 13U Tax Incentives)',
    summary:
      'We help high-net-worth families set up a single family office in Singapore, apply for the 13O or 13U tax incentive and plan residence for family members.',
    metaDescription:
      'Singapore family office under the 13O or 13U scheme: asset, spending, investment and staffing requirements and timeline, for wealth and succession planning.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>A Singapore single family office suits families with substantial investable assets who want to manage and pass on their wealth within a stable environment governed by the rule of law.</p>' +
      '<h2>Key requirements</h2>' +
      '<ul><li>An application through a fund vehicle for the Section 13O or 13U tax incentive scheme of the Monetary Authority of Singapore (MAS)</li><li>Requirements on minimum assets under management, hiring qualified investment professionals, local business spending and local investment must be met</li><li>Specific thresholds are subject to the latest criteria published by MAS</li></ul>' +
      '<h2>Process and timeline</h2>' +
      "<p>Working with lawyers, fund managers and accountants, we handle the structure design, company incorporation, bank account opening, tax incentive application and work passes for family members. From preparation to approval usually takes several months, depending on how quickly assets are transferred and on MAS's review.</p>",
    tags: ['Family Office', '13O', '13U', 'Wealth Succession'],
    tableData: {
      caption: '13O and 13U schemes compared (criteria subject to the latest standards published by MAS)',
      headers: ['Item', '13O scheme', '13U scheme'],
      rows: [
        ['Fund vehicle', 'Company incorporated in Singapore', 'No restriction on place of incorporation'],
        ['Minimum assets', 'Relatively lower', 'Relatively higher'],
        ['Investment professionals', 'A set number must be employed', 'More must be employed'],
        ['Suited to', 'Family offices at an early stage', 'Families with larger assets'],
      ],
    },
  },
  'work-visa': {
    title: 'Singapore Work Passes (S Pass and Other Work Visas)',
    summary:
      'We handle S Pass and other work pass applications for mid-level skilled staff and their employers, helping businesses hire foreign employees in line with the rules.',
    metaDescription:
      'Singapore work passes: S Pass and other work visa requirements, quotas and salary criteria, process and timeline, helping employers and staff apply compliantly.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>The S Pass suits mid-level skilled staff with relevant qualifications or technical credentials, such as technicians, engineering assistants and professional service staff; companies also commonly use it to hire foreign technical staff.</p>' +
      '<h2>Key requirements</h2>' +
      "<ul><li>The monthly salary must meet MOM's minimum qualifying salary</li><li>The employer must stay within its foreign worker quota and pay the applicable levy</li><li>The applicant must provide verified educational or skills certificates</li></ul>" +
      '<p>Salary, quota and levy rates are revised regularly and are subject to the latest criteria published by the Ministry of Manpower.</p>' +
      '<h2>Process and timeline</h2>' +
      '<p>The employer or an appointed agent submits the application online, and assessment generally takes a few weeks. We handle eligibility pre-checks, document preparation and progress tracking, and arrange the medical examination and issuance of the pass after arrival.</p>',
    tags: ['S Pass', 'Work Pass', 'Foreign Employees'],
  },

  // ---------------------------------------------------------------- 新加坡留学
  kindergarten: {
    title: 'Singapore Kindergarten Applications',
    summary:
      "We match pre-school children of relocating families with a suitable kindergarten and handle enrolment and Student's Pass matters.",
    metaDescription:
      'Singapore kindergarten applications: choosing between MOE, private and international school pre-schools, entry and registration, and pass planning for parents.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>For pre-school children who come to Singapore with parents who are working, running a business or accompanying a child at school. Singapore kindergartens usually take children aged about 3 to 6 and offer a bilingual environment in English and a mother tongue.</p>' +
      '<h2>Choices and requirements</h2>' +
      '<ul><li>MOE Kindergartens, community kindergartens and private kindergartens differ in curriculum, fees and the availability of places</li><li>The pre-school sections of international schools suit families planning a long-term international curriculum</li><li>Places at some kindergartens are limited, so we recommend planning six months to a year ahead</li></ul>' +
      '<h2>Application process</h2>' +
      '<p>We recommend schools based on where you live, your budget and your educational priorities, arrange visits and interviews, and help with registration, fee payment and any passes required.</p>',
    tags: ['Kindergarten', 'Early Years', 'Accompanying Parents'],
  },
  'private-schools': {
    title: 'Singapore Private School Applications',
    summary:
      'We apply to Singapore private primary and secondary schools and language programmes for students who need flexible entry, with a clear path to further study.',
    metaDescription:
      'Singapore private schools: primary and secondary schools, language foundation and international exam programmes, entry requirements and how to apply.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>Private schools suit students who cannot yet gain a place through the government school admission tests, need to improve their English first, or wish to take examination programmes such as IGCSE or O Level.</p>' +
      '<h2>Key requirements</h2>' +
      "<ul><li>The school must be registered with the Committee for Private Education (CPE)</li><li>Applicants generally submit past school reports and sit the school's entry assessment</li><li>International students must obtain the appropriate Student's Pass</li></ul>" +
      '<h2>Process and timeline</h2>' +
      "<p>We compare schools' accreditation, programmes and fees, and help submit the application and the Student's Pass documents; enrolment can usually be arranged within a few weeks to two months.</p>",
    tags: ['Private Schools', 'Primary and Secondary', 'CPE'],
  },
  'public-schools': {
    title: 'Singapore Government Primary and Secondary School Applications',
    summary:
      'We help international students and children of relocating families apply to Ministry of Education primary and secondary schools, with their bilingual education and rigorous academic system.',
    metaDescription:
      'Singapore government schools: routes for international students, AEIS and S-AEIS, placement and school fees, helping parents plan entry to MOE schools.',
    content:
      '<h2>Who it suits</h2>' +
      "<p>Government schools under Singapore's Ministry of Education (MOE) are known for bilingual education and strong academic standards, and suit students who want a full Singapore education and plan to continue their studies locally.</p>" +
      '<h2>Admission routes</h2>' +
      '<ul><li>International students generally need to pass the centralised AEIS or S-AEIS admission test</li><li>Places are allocated centrally by MOE based on test results and vacancies</li><li>School fees for international students are higher than for local students and are subject to the latest rates published by MOE</li></ul>' +
      '<h2>Application process</h2>' +
      "<p>We help parents understand each school's strengths and arrange test preparation and registration; once a place is offered, we help obtain the Student's Pass and the accompanying parent's Long-Term Visit Pass.</p>",
    tags: ['Government Schools', 'MOE', 'Primary and Secondary'],
  },
  'international-schools': {
    title: 'Singapore International School Applications',
    summary:
      'We apply to Singapore international schools for children of expatriate families and advise on IB, British and American curricula.',
    metaDescription:
      'Singapore international school applications: IB, IGCSE, A Level and American curricula compared, entry assessments, waiting lists and fee budgeting.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>International schools suit students who plan to go on to university in the UK, the US or elsewhere, need continuity in an international curriculum, or are moving to Singapore with their parents for a shorter period.</p>' +
      '<h2>Key requirements</h2>' +
      "<ul><li>Schools usually ask for past school reports and reference letters, and set English and subject assessments</li><li>Popular schools often have waiting lists, so we recommend preparing a year ahead</li><li>Tuition, building fund and other fees vary by school and are subject to each school's latest published rates</li></ul>" +
      '<h2>Application process</h2>' +
      "<p>We shortlist schools by your child's age, curriculum and commuting area, help book visits and prepare for interviews and application documents, and follow through on the offer and the Student's Pass.</p>",
    tags: ['International Schools', 'IB Curriculum', 'International Education'],
  },
  aeis: {
    title: 'AEIS: Admission Test for Singapore Government Schools',
    summary:
      'The AEIS is the main admission test for international students entering Singapore government primary and secondary schools; we provide registration guidance and structured preparation.',
    metaDescription:
      'AEIS for international students: who sits it, English and Mathematics papers, registration, results and school placement, with structured preparation support.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>The AEIS (Admissions Exercise for International Students) is for international students who wish to join Singapore government primary and secondary schools. It generally covers admission into Primary 2 to 5 and Secondary 1 to 3.</p>' +
      '<h2>Test content</h2>' +
      '<ul><li>The papers are English and Mathematics, pitched at the standard of the corresponding local level</li><li>The main exercise is usually held in the second half of each year, with a supplementary exercise, the S-AEIS</li><li>Registration dates, fees and age requirements are subject to the latest information published by the Ministry of Education</li></ul>' +
      '<h2>Preparation and process</h2>' +
      "<p>We offer intensive English and Mathematics courses, mock tests and registration support. Students who pass are placed in a school by MOE, then obtain their Student's Pass and start school.</p>",
    tags: ['AEIS', 'Admission Test', 'Government Schools'],
    tableData: {
      caption: 'AEIS annual timeline (exact dates as announced by the Ministry of Education)',
      headers: ['Stage', 'Approximate timing', 'Notes'],
      rows: [
        ['Registration', 'Early in the second half of the year', 'Register online through the MOE website'],
        ['Test', 'Fourth quarter of the year', 'Written papers in English and Mathematics'],
        ['Results', 'About one to two months after the test', 'Successful candidates are allocated a school'],
        ['Enrolment', 'New school year in January', "Start school once the Student's Pass is issued"],
        ['S-AEIS supplementary test', 'Early in the year', 'For students who missed the AEIS or were not allocated a place'],
      ],
    },
  },
  'private-universities': {
    title: 'Singapore Private University Applications (SIM, Kaplan and Others)',
    summary:
      'Apply to private institutions such as the Singapore Institute of Management (SIM) and Kaplan, and to programmes run with British, American and Australian universities, with flexible entry and shorter courses.',
    metaDescription:
      "Singapore private universities: SIM, Kaplan and partner-university degrees, entry requirements, duration and fees, with help applying and the Student's Pass.",
    content:
      '<h2>Who it suits</h2>' +
      '<p>Private universities suit students who want to earn a degree from a British, American, Australian or other overseas university in a shorter time with more flexible entry requirements, or whose gaokao or A Level results fall short of public university requirements.</p>' +
      '<h2>Key requirements</h2>' +
      "<ul><li>Applicants generally need high school or equivalent results and proof of English proficiency, such as IELTS</li><li>Students whose English is not yet strong enough can start with a foundation or language programme</li><li>The institution must be registered with the Committee for Private Education (CPE); fees are subject to each institution's latest published rates</li></ul>" +
      '<h2>Process and timeline</h2>' +
      "<p>Most programmes have several intakes a year. We help choose an institution, submit the application, obtain the Student's Pass and arrange accommodation, usually within one to three months overall.</p>",
    tags: ['Private Universities', 'SIM', 'Kaplan'],
  },
  'public-universities': {
    title: 'Singapore Public University Applications (NUS, NTU, SMU)',
    summary:
      'End-to-end planning for undergraduate and postgraduate applications to the National University of Singapore, Nanyang Technological University, Singapore Management University and other public universities.',
    metaDescription:
      "Applying to NUS, NTU and SMU: undergraduate and master's entry requirements, timelines and application essays for Singapore's public universities.",
    content:
      '<h2>Who it suits</h2>' +
      "<p>Singapore's public universities perform strongly in international rankings and suit academically strong students who want to study at one of Asia's leading universities and work in Singapore afterwards.</p>" +
      '<h2>Key requirements</h2>' +
      '<ul><li>Undergraduate applications are usually assessed on gaokao, A Level, IB or similar results; some courses also require an interview or written test</li><li>Postgraduate applicants must provide undergraduate transcripts, English test scores, reference letters and a personal statement</li><li>International students may apply for the government Tuition Grant, which requires a commitment to work in Singapore for a set number of years after graduation</li></ul>' +
      '<h2>Process and timeline</h2>' +
      "<p>Applications generally open about a year before enrolment. We help plan the choice of course and prepare essays and interviews, and after an offer we arrange the Student's Pass and accommodation. Exact dates are subject to each university's latest announcements.</p>",
    tags: ['Public Universities', 'NUS', 'NTU', 'SMU'],
    tableData: {
      caption: "Singapore's three main public universities at a glance",
      headers: ['University', 'Profile', 'Key strengths'],
      rows: [
        ['National University of Singapore (NUS)', 'Comprehensive research university covering the full range of disciplines', 'Engineering, computing, business, medicine'],
        ['Nanyang Technological University (NTU)', 'Research university known for science and engineering', 'Engineering, materials science, communication studies'],
        ['Singapore Management University (SMU)', 'Business-focused, with small interactive classes', 'Accountancy, finance, economics, law'],
      ],
    },
  },
  'study-tour': {
    title: 'Singapore Study Tours and Holiday Camps',
    summary:
      'We organise short study tours and winter and summer camps in Singapore for schoolchildren and families to experience local classrooms and multicultural life.',
    metaDescription:
      'Singapore study tours and holiday camps: programme content, ages, itinerary and safety arrangements, for a short taste of local classrooms, English and culture.',
    content:
      '<h2>Who it suits</h2>' +
      "<p>Study tours suit primary and secondary students who want to see Singapore's education environment first-hand before committing to long-term study, and families who want to use the school holidays to improve their children's English and broaden their horizons.</p>" +
      '<h2>Programme content</h2>' +
      '<ul><li>Classroom immersion or intensive English lessons</li><li>Visits to university campuses, the Science Centre and cultural sights</li><li>Accompanying teachers throughout, with accommodation and safety arrangements provided</li></ul>' +
      '<h2>Registration and duration</h2>' +
      '<p>Programmes usually last one to four weeks. We recommend registering two months before departure to allow time for entry formalities and itinerary planning.</p>',
    tags: ['Study Tours', 'Summer Camps', 'Winter Camps'],
  },

  // ---------------------------------------------------------------- 企业服务
  'company-registration': {
    title: 'Singapore Company Registration',
    summary:
      'We register private limited companies with the Accounting and Corporate Regulatory Authority (ACRA), with incorporation possible in as little as one working day.',
    metaDescription:
      'Singapore company registration: private limited company requirements, documents, ACRA process and timing, with secretarial, local director and banking support.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>For businesses and individuals planning to operate in Singapore, set up a regional headquarters or use a Singapore company as a base for expanding into South-East Asia.</p>' +
      '<h2>Key requirements</h2>' +
      '<ul><li>At least one shareholder, who may be an individual or a company; foreigners may hold all of the shares</li><li>At least one director who is ordinarily resident in Singapore</li><li>A company secretary must be appointed after incorporation, and a local registered address provided</li></ul>' +
      '<h2>Process and timeline</h2>' +
      "<p>Once the company name and business activities are confirmed, we file the registration through ACRA's system. With complete documents this usually takes one to three working days, after which we help with bank account opening and ongoing compliance.</p>",
    tags: ['Company Registration', 'ACRA', 'Singapore Company'],
    tableData: {
      caption: 'Singapore company registration: steps and timing',
      headers: ['Step', 'What it involves', 'Estimated time'],
      rows: [
        ['1. Preparation', 'Decide the company name, business activities, and shareholder and director details', '1-2 working days'],
        ['2. Name approval and registration', 'File with ACRA and receive the certificate of incorporation', 'Usually 1-3 working days'],
        ['3. Appointing a company secretary', 'Complete the statutory documents and registers', 'Within 6 months of incorporation'],
        ['4. Bank account opening', 'Prepare account-opening documents and meet the bank', 'About 2-6 weeks'],
      ],
    },
  },
  secretarial: {
    title: 'Singapore Company Secretarial Services',
    summary:
      'Company secretarial services that meet the requirements of the Singapore Companies Act, so that your company fulfils every statutory filing obligation on time.',
    metaDescription:
      'Singapore company secretarial services: a qualified secretary under the Companies Act for annual filings, AGM and board resolutions, and statutory registers.',
    content:
      '<h2>Who needs it</h2>' +
      '<p>Under the Singapore Companies Act, every locally incorporated company must appoint a company secretary who is resident in Singapore within six months of incorporation, so this service is relevant to all Singapore companies.</p>' +
      '<h2>Our services</h2>' +
      '<ul><li>Maintaining the statutory registers and company records</li><li>Drafting board and shareholder resolutions and helping to hold the annual general meeting</li><li>Filing annual returns and changes with ACRA on time</li></ul>' +
      '<h2>How we work</h2>' +
      '<p>The service is generally provided on an annual engagement. We remind you of each filing deadline in advance to help you avoid late-filing penalties.</p>',
    tags: ['Company Secretary', 'Annual Filing', 'Compliance'],
  },
  audit: {
    title: 'Singapore Accounting and Audit Services',
    summary:
      'Bookkeeping, preparation of financial statements and coordination of statutory audits, meeting the annual financial compliance requirements for Singapore companies.',
    metaDescription:
      'Singapore accounting and audit: bookkeeping, financial statements, audit exemption checks and statutory audits, for timely annual filing and tax compliance.',
    content:
      '<h2>Who needs it</h2>' +
      '<p>All Singapore companies must prepare financial statements in accordance with the Singapore Financial Reporting Standards, and companies that do not qualify for the small company audit exemption must also have a statutory audit.</p>' +
      '<h2>Our services</h2>' +
      '<ul><li>Day-to-day bookkeeping and monthly or quarterly management accounts</li><li>Preparation of the annual financial statements</li><li>Assessing whether the company qualifies for audit exemption, and coordinating the audit with our partner public accounting firm</li></ul>' +
      '<h2>Timing</h2>' +
      '<p>We recommend starting the year-end work as soon as possible after the financial year closes, so that the annual general meeting, annual return and corporate income tax return can all be completed within the statutory deadlines.</p>',
    tags: ['Accounting', 'Audit', 'Financial Statements'],
  },
  director: {
    title: 'Singapore Local Nominee Director Services',
    summary:
      'Nominee director services for foreign-owned companies that do not yet have a locally resident director, meeting the registration requirements of the Singapore Companies Act.',
    metaDescription:
      'Singapore nominee director services: when they apply, scope of the role, risk controls and service term, for foreign-owned firms that need a resident director.',
    content:
      '<h2>Who needs it</h2>' +
      '<p>A Singapore company must have at least one director who is ordinarily resident in Singapore. If the foreign shareholders have not yet obtained a work pass, a local nominee director can be appointed for the interim period.</p>' +
      '<h2>Service details</h2>' +
      "<ul><li>The nominee director holds a statutory compliance role only and takes no part in the company's day-to-day business decisions</li><li>A service agreement is signed and a deposit paid, setting out each party's responsibilities</li><li>The company must cooperate with customer due diligence (KYC) and keep its business compliant</li></ul>" +
      '<h2>Service term</h2>' +
      '<p>The service is generally contracted annually. Once a shareholder or employee obtains a pass and becomes a locally resident director, the change of director can be made at any time.</p>',
    tags: ['Nominee Director', 'Local Director', 'Foreign-Owned Companies'],
  },
  tax: {
    title: 'Singapore Corporate Tax Filing (Corporate Income Tax and GST)',
    summary:
      'Corporate income tax filing, Goods and Services Tax (GST) registration and returns, and tax planning for Singapore companies.',
    metaDescription:
      'Singapore corporate tax: ECI and annual income tax filing, GST registration and quarterly returns, and advice on tax incentives and double taxation agreements.',
    content:
      '<h2>Who needs it</h2>' +
      '<p>Every Singapore company must file corporate income tax returns with the Inland Revenue Authority of Singapore (IRAS), and companies whose taxable turnover reaches the prescribed threshold must also register for and file Goods and Services Tax (GST).</p>' +
      '<h2>Our services</h2>' +
      '<ul><li>Estimated Chargeable Income (ECI) and annual income tax returns</li><li>GST registration, quarterly returns and compliance reviews</li><li>Advice on the start-up tax exemption scheme, partial tax exemption, double taxation agreements and more</li></ul>' +
      "<p>Tax rates and incentives change with the government's annual Budget and are subject to the latest information published by IRAS.</p>" +
      '<h2>Timing</h2>' +
      '<p>We set a filing calendar based on your financial year and prepare the documents in advance, so that every return is filed before its deadline.</p>',
    tags: ['Corporate Income Tax', 'GST', 'Tax Filing'],
    tableData: {
      caption: 'Main Singapore business taxes at a glance (rates and thresholds subject to the latest IRAS publications)',
      headers: ['Tax', 'When it applies', 'Filing frequency'],
      rows: [
        ['Corporate income tax', 'All companies with taxable income in Singapore', 'ECI and income tax return filed annually'],
        ['Goods and Services Tax (GST)', 'Businesses whose taxable turnover reaches the registration threshold, or that register voluntarily', 'Usually quarterly'],
        ['Withholding tax', 'Payments of interest, royalties and similar to non-residents', 'As payments are made'],
        ['Individual income tax (employees)', "Companies must report their employees' annual remuneration", 'Annually'],
      ],
    },
  },
  'bank-account': {
    title: 'Singapore Corporate Bank Account Opening',
    summary:
      'We help Singapore companies open corporate accounts with local or digital banks, preparing the compliance documents in advance so that account opening goes more smoothly.',
    metaDescription:
      'Singapore corporate bank accounts: local vs digital banks, required documents, compliance review and timing, to help companies open a business account.',
    content:
      '<h2>Who needs it</h2>' +
      '<p>Newly registered Singapore companies, and businesses that need additional multi-currency accounts, require a corporate bank account for receipts, payments and day-to-day operations.</p>' +
      '<h2>Documents required</h2>' +
      '<ul><li>Company registration documents, the company constitution and the ACRA business profile</li><li>Proof of identity and address for directors, shareholders and ultimate beneficial owners</li><li>A description of the business, the source of funds, and details of major customers and suppliers</li></ul>' +
      '<h2>Process and timeline</h2>' +
      "<p>We recommend suitable banks based on the nature of your business and help you prepare the documents and book meetings. Approval generally takes two to six weeks, depending on the bank's compliance review.</p>",
    tags: ['Bank Account Opening', 'Corporate Account', 'Compliance Review'],
  },

  // ---------------------------------------------------------------- 增值服务
  'private-bank': {
    title: 'Singapore Private Bank Account Opening',
    summary:
      'We introduce high-net-worth clients to Singapore private banks, providing account-opening advice and groundwork for asset allocation.',
    metaDescription:
      'Singapore private banking: account minimums, documents, source-of-funds evidence and compliance review, matching high-net-worth clients with a suitable bank.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>Singapore is one of the leading wealth management centres in Asia. Private banking suits high-net-worth individuals and families who need global asset allocation, wealth succession and multi-currency management.</p>' +
      '<h2>Key requirements</h2>' +
      "<ul><li>Investable assets must meet the bank's minimum, which varies from bank to bank</li><li>Detailed evidence of source of wealth and source of funds is required</li><li>Clients must pass the bank's customer due diligence and compliance review</li></ul>" +
      '<h2>Process and timeline</h2>' +
      '<p>We help you set out your asset background, prepare the account-opening documents and arrange meetings with relationship managers. Account opening usually takes one to three months.</p>',
    tags: ['Private Banking', 'Wealth Management', 'High Net Worth'],
  },
  offshore: {
    title: 'Offshore Company Registration and Maintenance',
    summary:
      'Registration, annual renewal and structuring advice for BVI, Cayman and other offshore companies, working alongside a Singapore company for international expansion.',
    metaDescription:
      'Offshore company registration: BVI, Cayman and other jurisdictions compared, incorporation and annual upkeep, economic substance and tax compliance essentials.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>Offshore companies are commonly used for holding structures, cross-border investment and asset segregation, and suit businesses and individuals with international operations or overseas financing needs.</p>' +
      '<h2>Compliance essentials</h2>' +
      '<ul><li>Offshore jurisdictions have introduced economic substance rules, so it must be assessed whether the company has to meet substance requirements</li><li>Beneficial ownership information must be declared truthfully</li><li>Information exchange under the Common Reporting Standard (CRS) must be taken into account</li></ul>' +
      '<h2>Process and timeline</h2>' +
      '<p>Once the structure is agreed, registration can generally be completed within one to two weeks. We also provide registered agent services, annual renewals and help with bank account opening.</p>',
    tags: ['Offshore Companies', 'BVI', 'Cayman Islands'],
  },
  'office-rental': {
    title: 'Singapore Office Rental',
    summary:
      "We help you find a serviced office, co-working space or conventional office in Singapore to match your company's size and budget.",
    metaDescription:
      'Singapore office rental: serviced offices, co-working and Grade A space, lease terms, deposits and fit-out, helping companies find the right workspace quickly.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>For newly established Singapore companies, businesses that need a physical office to meet work pass application requirements, and companies planning to expand their teams.</p>' +
      '<h2>Options</h2>' +
      '<ul><li>Serviced offices: ready to move into, with flexible lease terms</li><li>Co-working spaces: lower cost and convenient for start-up teams</li><li>Conventional offices: a space of your own, suited to established businesses</li></ul>' +
      '<h2>Process</h2>' +
      '<p>We shortlist properties by location, size and budget, accompany you on viewings and help review the lease terms; signing and moving in can usually be completed within a few weeks.</p>',
    tags: ['Office Rental', 'Co-working', 'Office Space'],
  },
  'property-rental': {
    title: 'Singapore Home Rental',
    summary:
      'We find suitable condominiums or HDB flats for new arrivals, international students and families accompanying children at school, and help with the lease and move-in.',
    metaDescription:
      'Renting a home in Singapore: condos, HDB flats and landed homes, budget, school and commute advice, with lease review and move-in support for families.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>For individuals and families newly arrived in Singapore to work, run a business, study or accompany a child at school, especially those with specific requirements on schools nearby, commuting and budget.</p>' +
      '<h2>Renting essentials</h2>' +
      "<ul><li>Foreigners renting HDB flats must meet the Housing and Development Board's rules</li><li>Leases usually run for one to two years, with a security deposit and stamp duty payable</li><li>Before signing, confirm responsibility for repairs, the early termination clause and the furniture inventory</li></ul>" +
      '<h2>Process</h2>' +
      '<p>We recommend areas and properties based on your needs, arrange online or in-person viewings, and help with negotiation, signing and the move-in handover.</p>',
    tags: ['Home Rental', 'Condominiums', 'Family Relocation'],
  },
  insurance: {
    title: 'Singapore Insurance Planning',
    summary:
      'Needs analysis and plan comparison for medical, life, savings and employee insurance for individuals, families and businesses.',
    metaDescription:
      'Singapore insurance planning: needs analysis and comparison of medical, life, savings, legacy and employee insurance, to help you choose the right cover.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>For new immigrant families and international students living in Singapore, and for businesses that must buy statutory insurance for their foreign employees.</p>' +
      '<h2>Common types of cover</h2>' +
      '<ul><li>Personal and family medical insurance, and critical illness insurance</li><li>Life insurance, and savings and legacy plans</li><li>Employee medical insurance, work injury compensation insurance and other statutory cover</li></ul>' +
      '<h2>How we work</h2>' +
      "<p>We first understand your protection needs and budget, then refer you to licensed insurers for a comparison of plans. Policy terms and premiums are as set out in the insurer's official documents.</p>",
    tags: ['Insurance', 'Medical Insurance', 'Family Protection'],
  },
  recruitment: {
    title: 'Singapore Recruitment',
    summary:
      'We help companies recruit local and foreign staff in Singapore and link hiring with work pass applications, making recruitment more efficient.',
    metaDescription:
      'Singapore recruitment: role analysis, candidate search and screening, fair employment rules and work pass coordination, to build a compliant, effective team.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>For companies newly entering the Singapore market that need to build a team, or that need to fill specialist roles.</p>' +
      '<h2>Our services</h2>' +
      '<ul><li>Role analysis and salary benchmarking</li><li>Candidate search, initial screening and interview scheduling</li><li>Reminders to comply with fair employment requirements, and coordination of work pass applications for foreign hires</li></ul>' +
      '<h2>Timeline</h2>' +
      '<p>Depending on how hard the role is to fill, recruitment usually takes from a few weeks to two months, and we report progress to you regularly.</p>',
    tags: ['Recruitment', 'Talent', 'Team Building'],
  },
  maid: {
    title: 'Singapore Maid (Foreign Domestic Worker) Applications',
    summary:
      'We apply for work permits for foreign domestic workers on behalf of families, help choose a suitable helper and complete the entry and onboarding formalities.',
    metaDescription:
      'Hiring a foreign domestic worker in Singapore: employer eligibility, the work permit process, insurance and security bond, and the medical check on arrival.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>For households in Singapore that need help caring for elderly relatives or young children or with housework, including eligible families of work pass holders.</p>' +
      '<h2>Key requirements</h2>' +
      "<ul><li>Employers must meet MOM's eligibility criteria, and first-time employers must complete the Employers' Orientation Programme</li><li>The prescribed insurance must be bought for the helper and a security bond furnished</li><li>A monthly levy is payable, subject to the latest rates published by the Ministry of Manpower</li></ul>" +
      '<h2>Process and timeline</h2>' +
      '<p>We put families in touch with licensed maid agencies. Once a suitable candidate is chosen, we submit the work permit application; after arrival, the helper completes a medical examination and onboarding training. The whole process usually takes a few weeks.</p>',
    tags: ['Domestic Helper', 'Foreign Domestic Worker', 'Work Permit'],
  },

  // ---------------------------------------------------------------- 海外身份
  'island-passport': {
    title: 'Island Nation Passports (Citizenship by Investment)',
    summary:
      'Obtain citizenship of Vanuatu, St Kitts and Nevis, Dominica or another island nation through a donation or investment, with short processing times and relatively simple requirements.',
    metaDescription:
      'Citizenship by investment: Vanuatu, St Kitts and Nevis, Dominica and more compared, investment routes, timelines and visa-free travel, for a second citizenship.',
    content:
      '<h2>Who it suits</h2>' +
      "<p>Island citizenship-by-investment programmes suit families who want a second citizenship quickly, easier international travel, or more options for their children's education and their asset allocation.</p>" +
      '<h2>Key requirements</h2>' +
      '<ul><li>A donation to a government fund or an investment in approved real estate</li><li>Passing background checks, with no criminal record</li><li>A spouse, children and certain eligible parents can be included</li></ul>' +
      "<p>Investment amounts and policies have changed in recent years and are subject to each government's latest announcements.</p>" +
      '<h2>Process and timeline</h2>' +
      '<p>We help you choose a suitable country, prepare the documents and support the due diligence. Once approval is granted and the investment made, the passport can be collected; the whole process generally takes a few months.</p>',
    tags: ['Island Passports', 'Citizenship by Investment', 'Second Citizenship'],
    tableData: {
      caption: "Common island citizenship-by-investment programmes compared (amounts and timelines subject to each country's latest policy)",
      headers: ['Country', 'Main investment route', 'Approximate timeline', 'Features'],
      rows: [
        ['Vanuatu', 'Government donation', 'Shorter, usually a few months', 'No visit required; relatively quick processing'],
        ['St Kitts and Nevis', 'Government fund donation or approved real estate', 'A few months', 'One of the longest-running citizenship-by-investment programmes'],
        ['Dominica', 'Government fund donation or approved real estate', 'A few months', 'Relatively low investment threshold; family members can be included'],
      ],
    },
  },
  'greece-pr': {
    title: 'Greece Golden Visa (Residence through Property Purchase)',
    summary:
      'Buying property in Greece secures a renewable residence permit, allowing the whole family to live in Greece and travel within the Schengen Area.',
    metaDescription:
      'Greece Golden Visa: investment thresholds by region, eligible family members, process and timing, for a Greek residence permit and travel across Schengen.',
    content:
      '<h2>Who it suits</h2>' +
      "<p>The Greece Golden Visa suits families who want European residence through property investment, while also diversifying their assets and supporting their children's education.</p>" +
      '<h2>Key requirements</h2>' +
      '<ul><li>The purchase of qualifying property in Greece; the investment threshold varies by region and property type</li><li>No criminal record, and valid health insurance</li><li>A spouse, children and the parents of both spouses can be included</li></ul>' +
      '<p>Greece has raised the investment threshold in some areas in recent years; the latest figures published by the Greek government apply.</p>' +
      '<h2>Process and timeline</h2>' +
      '<p>The process covers choosing a property, obtaining a Greek tax number and bank account, completing the purchase, filing the residence application and giving fingerprints. It usually takes several months, and the permit can be renewed on expiry as long as the property is still held.</p>',
    tags: ['Greece', 'Golden Visa', 'Property Investment'],
  },
  'portugal-pr': {
    title: 'Portugal Golden Visa',
    summary:
      'Obtain a Portuguese residence permit through fund investment and other routes, with a low minimum stay, and the option to apply for permanent residence or citizenship once eligible.',
    metaDescription:
      'Portugal Golden Visa: current routes (funds, research and cultural donations), stay requirements, process and timing, and planning for residence or citizenship.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>The Portugal Golden Visa suits families who do not intend to relocate immediately but want to keep a European residence option open and plan for citizenship in the long term.</p>' +
      '<h2>Key requirements</h2>' +
      '<ul><li>Since 2023 the property purchase route has been withdrawn; applications are now mainly made through investment in approved funds or donations to research or culture</li><li>The minimum stay required in Portugal each year is low</li><li>No criminal record; a spouse, children and eligible parents can be included</li></ul>' +
      "<p>Investment amounts and citizenship rules may change and are subject to the Portuguese government's latest announcements.</p>" +
      '<h2>Process and timeline</h2>' +
      '<p>The process covers obtaining a tax number and bank account, making the investment, submitting the application and enrolling biometrics. Approval can take some time; we follow the case throughout and help with renewals.</p>',
    tags: ['Portugal', 'Golden Visa', 'European Residence'],
  },
  'spain-pr': {
    title: 'Spain Residence (Non-Lucrative Visa)',
    summary:
      'Spain has stopped accepting new Golden Visa applications, making the Non-Lucrative Visa the main option for families with a stable passive income.',
    metaDescription:
      'Spain residence: the Golden Visa policy change, Non-Lucrative Visa financial proof, health insurance and stay requirements, process and renewal planning.',
    content:
      '<h2>Policy update</h2>' +
      '<p>Since 2025 Spain has stopped accepting new applications for the investment-based Golden Visa. Renewal arrangements for existing holders are subject to the latest official Spanish rules.</p>' +
      '<h2>Non-Lucrative Visa</h2>' +
      '<ul><li>Suits families with a stable passive income or ample savings who plan to actually live in Spain</li><li>Proof of funds, private health insurance and a clean criminal record are required; the financial thresholds are as officially published</li><li>Holders may not take up paid work in Spain and must meet the annual residence requirement</li></ul>' +
      '<h2>Process and timeline</h2>' +
      '<p>The application is generally submitted at the Spanish consulate in your country of residence; after approval, you enter Spain and apply for the residence card. The whole process usually takes a few months, and renewal requires continuing to meet the financial and residence conditions.</p>',
    tags: ['Spain', 'Non-Lucrative Visa', 'Living in Europe'],
  },
  'malaysia-mm2h': {
    title: 'Malaysia My Second Home (MM2H)',
    summary:
      "The Malaysia My Second Home programme offers a long-term residence visa, well suited to retirement, children's education and life in South-East Asia.",
    metaDescription:
      'Malaysia My Second Home (MM2H): the new tiered scheme, fixed deposit and property requirements, stay rules and process, for long stays, retirement or schooling.',
    content:
      '<h2>Who it suits</h2>' +
      '<p>MM2H suits retirees, families accompanying children at school and business owners who want to live long-term in Malaysia, with its relatively low cost of living and well-established Chinese community.</p>' +
      '<h2>Key requirements</h2>' +
      '<ul><li>The new scheme has tiers based on the size of the deposit, each with a different visa validity</li><li>A fixed deposit must be placed with a Malaysian bank, and property of a minimum value purchased within a set period</li><li>Requirements on age, criminal record and the minimum number of days spent in Malaysia each year must be met</li></ul>' +
      "<p>The amounts and conditions for each tier are subject to the Malaysian government's latest announcements, and some states run schemes of their own.</p>" +
      '<h2>Process and timeline</h2>' +
      '<p>We help assess the right tier, prepare the documents and submit the application. After approval in principle, the fixed deposit is placed and the visa endorsed; the whole process usually takes several months.</p>',
    tags: ['Malaysia', 'MM2H', 'Second Home'],
  },

  // ---------------------------------------------------------------- 新闻动态
  'news-1': {
    title: 'Singapore Work Pass Policy Update: Key Points Explained',
    summary:
      'The Ministry of Manpower has recently adjusted the salary criteria and assessment rules for some work passes; we summarise the main implications for employers and applicants.',
    metaDescription:
      'Singapore work pass update explained: EP and S Pass salary changes, COMPASS essentials and the impact on renewals, so employers and applicants can prepare.',
    content:
      '<p>The Ministry of Manpower has announced a new round of changes to the Employment Pass and S Pass, chiefly affecting the minimum qualifying salaries and the assessment criteria for some sectors.</p>' +
      '<h2>Main implications</h2>' +
      '<ul><li>New applications will be assessed against the new criteria, while renewals usually have a transition period</li><li>Employers should review the salary structure and quota position of their foreign employees</li><li>Applicants should prepare qualification verification and proof of work experience in advance</li></ul>' +
      "<p>Effective dates and figures are subject to MOM's official announcements. To assess your personal or company situation, please book a consultation with one of our advisers.</p>",
    tags: ['Policy Update', 'Work Pass', 'MOM'],
  },
  'news-2': {
    title: 'Registration Open: 2026 Singapore Study and Immigration Planning Seminar',
    summary:
      'We are holding a public seminar on studying and immigrating to Singapore, covering AEIS preparation, public university applications and family residence planning.',
    metaDescription:
      'Registration open for our 2026 Singapore study and immigration seminar: AEIS, university applications, EP and PR planning, and advisers on hand for questions.',
    content:
      '<p>To help families considering a move to Singapore gain a full picture of the latest policies, we will hold a public seminar on study and immigration planning for Singapore.</p>' +
      '<h2>Seminar topics</h2>' +
      '<ul><li>Changes to the AEIS and advice on preparation</li><li>Application strategies for Singapore public and private universities</li><li>Family residence planning, from work pass to Permanent Residence</li></ul>' +
      '<p>Admission is free but places are limited. Please reserve a seat through the enquiry form on our website; the date and venue will be announced separately.</p>',
    tags: ['Seminar', 'Study Planning', 'Immigration Planning'],
  },
  'news-3': {
    title: 'Sixteen Years in Singapore, Still Delivering One-Stop Service',
    summary:
      'Since it was founded in Singapore in 2010, the company has helped many families and businesses with immigration, study and setting up in Singapore.',
    metaDescription:
      'Founded in Singapore in 2010, we have spent sixteen years on immigration, education, business services and overseas residency, refining our one-stop service.',
    content:
      '<p>Founded and headquartered in Singapore in 2010, the company has focused for sixteen years on immigration, education, business services, value-added services and overseas residency planning.</p>' +
      '<h2>Continually improving our service</h2>' +
      '<ul><li>Deepening our partnerships with local schools, banks and professional firms</li><li>Launching bilingual online consultations in Chinese and English to serve clients more efficiently</li><li>Strengthening adviser training to keep pace with policy changes in every country we cover</li></ul>' +
      '<blockquote>We will continue to uphold professionalism, integrity and efficiency, delivering tailored solutions for every client.</blockquote>',
    tags: ['Company News', 'Anniversary', 'One-Stop Service'],
  },
};

/** English titles of the five built-in categories, in the words of the site's English pages. */
export const seedCategoryTitlesEn: Record<SectionType, string> = {
  immigration: 'Singapore Immigration',
  education: 'Study in Singapore',
  business: 'Business Services',
  'value-added': 'Value-added Services',
  overseas: 'Overseas Residency',
};

/** The English of the seeded contact prose (contactDefaults' business and weekend hours), as the home page words it. */
export const seedContactEn = {
  businessHoursEn: 'Monday to Friday 9:00-18:00',
  weekendHoursEn: 'Saturday 9:00-13:00 (by appointment)',
};

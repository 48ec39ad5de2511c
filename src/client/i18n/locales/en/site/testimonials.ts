import type zh from '../../zh/site/testimonials';
import type { Shape } from '../../../types';

const testimonials: Shape<typeof zh> = {
  title: 'What our clients say',
  subtitle: 'Feedback from clients in China, Malaysia and Hong Kong.',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  pause: 'Pause autoplay',
  play: 'Resume autoplay',
  slide: '{{index}} of {{count}}',
  countries: { china: 'China', malaysia: 'Malaysia', hongkong: 'Hong Kong, China' },
  items: {
    t01: { content: 'From assessment to EntrePass approval took less than three months. The consultant checked every document and always told us what to prepare next.', author: 'Mr Wang', position: 'Tech start-up founder', country: 'china' },
    t02: { content: 'They handled our child’s AEIS preparation and school choice, and she got into the government secondary school we hoped for. The whole family is grateful.', author: 'Ms Li', position: 'Parent', country: 'china' },
    t03: { content: 'Company registration, secretarial service and the bank account were all done in one go, and I completed everything remotely from Kuala Lumpur.', author: 'Mr Tan', position: 'Trading company director', country: 'malaysia' },
    t04: { content: 'The family office structure was designed very professionally, and the tax adviser explained the difference between 13O and 13U clearly.', author: 'Mr Chan', position: 'Family business owner', country: 'hongkong' },
    t05: { content: 'My PR application had been rejected once. They reworked my documents and the second application was approved.', author: 'Ms Zhang', position: 'Financial analyst', country: 'china' },
    t06: { content: 'They found us a flat close to the school and explained the lease clause by clause, which saved us a lot of worry.', author: 'Ms Huang', position: 'Accompanying parent', country: 'china' },
    t07: { content: 'Our annual audit and tax filings are always done on time; we never worry about missing a deadline.', author: 'Ms Lim', position: 'CFO of a restaurant group', country: 'malaysia' },
    t08: { content: 'The Malaysia My Second Home process was explained thoroughly, and they kept us updated on progress without being asked.', author: 'Mr Liu', position: 'Retired engineer', country: 'china' },
    t09: { content: 'Opening a private bank account needs a lot of paperwork; my consultant prepared it item by item and communication was quick.', author: 'Mr Ho', position: 'Investor', country: 'hongkong' },
    t10: { content: 'The Singapore study tour our child joined was thoughtfully organised; we were at ease with both safety and course quality.', author: 'Ms Zhou', position: 'Parent', country: 'china' },
    t11: { content: 'When a policy change affected my work pass renewal, they warned me right away and offered a workable plan.', author: 'Mr Wong', position: 'Logistics manager', country: 'malaysia' },
    t12: { content: 'Someone followed our Greek golden visa from choosing the property to filing, and communication in Chinese and English was smooth.', author: 'Mr Wu', position: 'Manufacturing business owner', country: 'china' },
    t13: { content: 'Their advice on international schools was honest, and the interview preparation helped our child a great deal.', author: 'Ms Cheng', position: 'Multinational executive', country: 'hongkong' },
    t14: { content: 'We hired the right local staff through them and sorted out our office rental at the same time.', author: 'Mr Sun', position: 'Start-up CEO', country: 'china' },
    t15: { content: 'Hiring a helper was simpler than expected: the consultant arranged the work permit, medical check and insurance.', author: 'Ms Lee', position: 'Dual-income family', country: 'malaysia' },
    t16: { content: 'The investment options of the Portuguese golden visa were compared clearly, so we could make the right choice.', author: 'Mr Lam', position: 'Property investor', country: 'hongkong' },
    t17: { content: 'The guidance on my NUS master’s application essays was very professional, and I received an offer.', author: 'Zhao', position: 'Graduate student', country: 'china' },
    t18: { content: 'The offshore company set-up and annual filings are handled properly, with reminders every time.', author: 'Mr Ng', position: 'Cross-border e-commerce founder', country: 'malaysia' },
    t19: { content: 'Our family insurance plan was thorough, and the consultant patiently answered every question we had.', author: 'Ms Leung', position: 'Doctor', country: 'hongkong' },
  },
};
export default testimonials;

import type zh from '../../zh/admin/dashboard';
import type { Shape } from '../../../types';

const dashboard: Shape<typeof zh> = {
  title: 'Dashboard',
  description: 'Enquiries over the last 12 weeks, their progress and those waiting for an owner',
  loadFailed: 'Failed to load the dashboard',
  fetchFailed: 'Failed to get the dashboard',
  weekly: {
    title: 'Enquiries per week',
    description: 'Last 12 weeks, stacked by service type',
    summary: '{{total}} enquiries in the last 12 weeks, {{current}} this week; the busiest week (from {{peakWeek}}) had {{peak}}.',
    caption: 'Enquiries per week by service type',
    week: 'Week of',
    total: 'Total',
    legend: 'Service types',
  },
  types: {
    immigration: 'Immigration',
    education: 'Study',
    business: 'Business',
    'value-added': 'Value-added',
    overseas: 'Overseas identity',
    general: 'General',
  },
  status: {
    title: 'By status',
    view: '(view these enquiries)',
  },
  response: {
    title: 'Median first response',
    description: 'From arrival to the first status change',
    none: 'No enquiry answered yet',
  },
  duration: {
    minutes: '{{minutes}} min',
    hours: '{{hours}} h',
    hoursMinutes: '{{hours}} h {{minutes}} min',
    days: '{{days}} d',
    daysHours: '{{days}} d {{hours}} h',
  },
  unassigned: {
    title: 'Newest unassigned enquiries',
    description: 'Pending enquiries with no owner yet',
    empty: 'Every pending enquiry has an owner',
    viewAll: 'View consultation orders',
  },
};
export default dashboard;

export { jobOptions } from 'backend/queues/job-options';

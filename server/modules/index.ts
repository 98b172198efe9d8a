import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/routes';
import commonRoutes from './common/routes';
import filesRoutes, { receivingFiles } from './files/routes';
import catalogRoutes from './catalog/routes';
import articleRoutes from './articles/routes';
import bannerRoutes from './banner/routes';
import practiceAreaRoutes from './practice-areas/routes';
import taxonomyRoutes from './taxonomy/routes';
import teamRoutes from './team/routes';
import portalConfigRoutes from './portal-config/routes';
import iconRoutes from './icons/routes';
import docsRoutes from './docs/routes';
import backupRoutes from './backup/routes';
import workflowRoutes from './workflow/routes';
import auditRoutes from './audit/routes';
import accountRoutes from './accounts/routes';
import searchRoutes from './search/routes';
import inquiryRoutes from './inquiries/routes';
import { CONTENT } from './content';
import mediaRoutes from './media/routes';
import { MEDIA_TRASH } from './media/trash';

/** Every domain area's routes, registered under `<BASE_PATH>/api`. */
export const modules: ((app: FastifyInstance) => Promise<void>)[] = [
  authRoutes,
  commonRoutes,
  catalogRoutes,
  articleRoutes,
  bannerRoutes,
  practiceAreaRoutes,
  taxonomyRoutes,
  teamRoutes,
  portalConfigRoutes,
  iconRoutes,
  docsRoutes,
  backupRoutes,
  (app) => workflowRoutes(app, { content: CONTENT, trash: { media: MEDIA_TRASH } }),
  auditRoutes,
  accountRoutes,
  searchRoutes,
  inquiryRoutes,
  // The upload and the media library's replace: the one scope that reads multipart bodies.
  receivingFiles(filesRoutes, (app) => mediaRoutes(app, { content: CONTENT })),
];

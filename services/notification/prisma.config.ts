import { servicePrismaConfig } from '../kit/prisma/config';

export default servicePrismaConfig();

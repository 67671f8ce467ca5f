import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { RosterStore } from './roster-store.js';
import { RostersController } from './rosters.controller.js';
import { RostersService } from './rosters.service.js';

/** `POST /admin/rosters/oneroster`: rosters from the school's system (docs/classes.md, "Rosters"). */
@Module({
  imports: [AuthModule],
  controllers: [RostersController],
  providers: [RostersService, RosterStore],
})
export class RostersModule {}

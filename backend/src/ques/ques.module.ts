import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { Question } from './entities/question.entity.js';
import { QuesController } from './ques.controller.js';
import { QuesService } from './ques.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Question]), AuthModule],
  controllers: [QuesController],
  providers: [QuesService],
})
export class QuesModule {}

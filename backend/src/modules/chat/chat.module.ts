import { Module } from '@nestjs/common';
import { ChatAnswersService } from './chat-answers.service';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';

@Module({ controllers: [ChatController], providers: [ChatService, ChatAnswersService] })
export class ChatModule {}

import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button, Card, Form, Input, Select } from 'antd';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useModels } from '@/features/models/api/use-models';
import { useCreatePrompt } from '../api/use-create-prompt';
import styles from '../components/prompt-lab.module.css';
import { PROMPT_FORM_RULES, toCreateInput, type CreatePromptValues, DEFAULT_TARGET_MODEL } from '../logic/create-form';
import { PROMPT_TOASTS } from '../logic/notices';
import { promptPath } from './PromptLabPage';

/** Create prompt (spec §2): name, description, content, system prompt and target model; Cancel and Back return to the list. */
export default function CreatePromptPage() {
  const navigate = useNavigate();
  const models = useModels();
  const createPrompt = useCreatePrompt();
  const [form] = Form.useForm<CreatePromptValues>();

  const submit = async (values: CreatePromptValues) => {
    try {
      const prompt = await createPrompt.mutateAsync(toCreateInput(values));
      await navigate(promptPath(prompt.id));
    } catch (error) {
      toast(PROMPT_TOASTS.createFailed(error));
    }
  };

  const back = () => void navigate(paths.promptLab);

  return (
    <div className={styles.narrowPage}>
      <Button type="link" className={styles.backLink} icon={<ArrowLeftOutlined aria-hidden />} onClick={back}>
        Back
      </Button>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Create Prompt</h1>
          <p className={styles.subtitle}>Version 1 is saved when you create it; every later change becomes a new version.</p>
        </div>
      </header>
      <Card>
        <Form<CreatePromptValues>
          form={form}
          layout="vertical"
          initialValues={{ name: '', description: '', content: '', systemPrompt: '', llmModelDefault: DEFAULT_TARGET_MODEL }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item label="Name" name="name" required rules={PROMPT_FORM_RULES.name}>
            <Input placeholder="e.g. Customer support reply" maxLength={120} />
          </Form.Item>
          <Form.Item label="Description (optional)" name="description" rules={PROMPT_FORM_RULES.description}>
            <Input.TextArea placeholder="What this prompt is for" autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <Form.Item label="Prompt content" name="content" required rules={PROMPT_FORM_RULES.content}>
            <Input.TextArea className={styles.mono} placeholder="Write the prompt. Use {{variable}} for values filled in later." autoSize={{ minRows: 8, maxRows: 20 }} />
          </Form.Item>
          <Form.Item label="System prompt (optional)" name="systemPrompt" rules={PROMPT_FORM_RULES.systemPrompt}>
            <Input.TextArea className={styles.mono} placeholder="Instructions sent as the system message" autoSize={{ minRows: 3, maxRows: 10 }} />
          </Form.Item>
          <Form.Item label="Target model" name="llmModelDefault" required rules={PROMPT_FORM_RULES.llmModelDefault}>
            <Select
              loading={models.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              options={(models.data ?? []).map((model) => ({ value: model.id, label: model.name }))}
            />
          </Form.Item>
          <div className={styles.formActions}>
            <Button onClick={back}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={createPrompt.isPending}>
              Create Prompt
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}

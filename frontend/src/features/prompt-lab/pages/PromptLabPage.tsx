import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button, Card, Dropdown, Empty, Input, Popconfirm, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LinkButton } from '@/components/LinkButton';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useModels } from '@/features/models/api/use-models';
import { formatLongDate } from '@/lib/format';
import type { Prompt } from '../api/types';
import { useDeletePrompt } from '../api/use-delete-prompt';
import { usePrompts } from '../api/use-prompts';
import styles from '../components/prompt-lab.module.css';
import { emptyText, filterPrompts, modelsInUse } from '../logic/library';
import { PROMPT_TOASTS } from '../logic/notices';

const ALL_MODELS = '__all__';

export const promptPath = (id: string) => paths.promptLabDetail.replace(':id', id);

/**
 * Prompt Lab list (spec §2): search by name or description, a Filter by target model, New Prompt and a
 * grid of cards with each prompt's current version; a card opens the prompt, its delete asks first.
 */
export default function PromptLabPage() {
  const prompts = usePrompts();
  const models = useModels();
  const [search, setSearch] = useState('');
  const [model, setModel] = useState<string | null>(null);

  const modelName = (id: string) => models.data?.find((entry) => entry.id === id)?.name ?? id;
  const all = prompts.data ?? [];
  const shown = filterPrompts(all, search, model);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Prompt Lab</h1>
          <p className={styles.subtitle}>Your prompt library: every change kept as a version, with AI tools to sharpen each prompt.</p>
        </div>
        <LinkButton to={paths.promptLabCreate} type="primary" size="large" icon={<PlusOutlined aria-hidden />}>
          New Prompt
        </LinkButton>
      </header>

      <div className={styles.toolbar} role="search">
        <Input
          className={styles.search}
          size="large"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search prompts by name or description"
          aria-label="Search prompts"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [model ?? ALL_MODELS],
            items: [
              { key: ALL_MODELS, label: 'All models' },
              ...modelsInUse(all).map((id) => ({ key: id, label: modelName(id) })),
            ],
            onClick: ({ key }) => setModel(key === ALL_MODELS ? null : key),
          }}
        >
          <Button size="large" icon={<FilterOutlined aria-hidden />} type={model ? 'primary' : 'default'} ghost={model !== null}>
            {model ? `Filter: ${modelName(model)}` : 'Filter'}
          </Button>
        </Dropdown>
      </div>

      {prompts.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {prompts.isError && (
        <Result
          status="error"
          title="Your prompts could not be loaded"
          subTitle="Check your connection and try again."
          extra={
            <Button type="primary" loading={prompts.isFetching} onClick={() => void prompts.refetch()}>
              Try Again
            </Button>
          }
        />
      )}
      {prompts.isSuccess &&
        (shown.length === 0 ? (
          <Empty className={styles.empty} description={emptyText(all.length)}>
            {all.length === 0 && (
              <LinkButton to={paths.promptLabCreate} type="primary">
                Create your first prompt
              </LinkButton>
            )}
          </Empty>
        ) : (
          <ul className={styles.grid} aria-label="Prompts">
            {shown.map((prompt) => (
              <li key={prompt.id}>
                <PromptCard prompt={prompt} modelName={modelName(prompt.llmModelDefault)} />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

function PromptCard({ prompt, modelName }: { prompt: Prompt; modelName: string }) {
  const navigate = useNavigate();
  const deletePrompt = useDeletePrompt();
  const href = promptPath(prompt.id);

  const remove = async () => {
    try {
      await deletePrompt.mutateAsync(prompt.id);
      toast(PROMPT_TOASTS.deleted);
    } catch (error) {
      toast(PROMPT_TOASTS.deleteFailed(error));
    }
  };

  return (
    <Card hoverable className={styles.promptCard} onClick={() => void navigate(href)} data-testid="prompt-card">
      <div className={styles.cardTop}>
        <Link to={href} className={styles.cardName} onClick={(event) => event.stopPropagation()}>
          {prompt.name}
        </Link>
        {/* The card opens the prompt: clicks inside the confirmation stay here. */}
        <span onClick={(event) => event.stopPropagation()}>
          <Popconfirm
            title="Delete this prompt?"
            description="The prompt and all its versions will be deleted."
            okText="Delete"
            okButtonProps={{ danger: true, loading: deletePrompt.isPending }}
            cancelText="Cancel"
            onConfirm={remove}
          >
            <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${prompt.name}`} />
          </Popconfirm>
        </span>
      </div>
      <p className={styles.cardDescription}>{prompt.description || <span className={styles.muted}>No description</span>}</p>
      <div className={styles.cardMeta}>
        <Tag color="blue">{modelName}</Tag>
        <Tag>v{prompt.currentVersion}</Tag>
        <span>Updated {formatLongDate(prompt.updatedAt)}</span>
      </div>
    </Card>
  );
}

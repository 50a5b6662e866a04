-- Keeps user_ancestors, the closure of users.pid five levels deep (docs/rewards/agent.md): a player's inviter set or changed, the player's subtree drops the chain above
-- the player and takes the new one, each row within five levels. The subtree `s` is the player
-- at depth 0, then every descendant the closure holds, with its depth below the player; `a` is
-- the new inviter's chain, the inviter at depth 1, then its ancestors one further each.
create or replace function user_ancestors_sync() returns trigger
language plpgsql
as $$
begin
  if tg_op = 'UPDATE' then
    delete from user_ancestors x using (
      select new.id as user_id, 0 as depth
      union all
      select user_id, depth from user_ancestors where ancestor_id = new.id
    ) s
    where x.user_id = s.user_id and x.depth > s.depth;
  end if;
  if new.pid is not null then
    insert into user_ancestors (user_id, ancestor_id, depth)
    select s.user_id, a.ancestor_id, s.depth + a.depth
    from (
      select new.id as user_id, 0 as depth
      union all
      select user_id, depth from user_ancestors where ancestor_id = new.id
    ) s
    cross join (
      select new.pid as ancestor_id, 1 as depth
      union all
      select ancestor_id, depth + 1 from user_ancestors
      where user_id = new.pid and depth < 5
    ) a
    where s.depth + a.depth <= 5 and s.user_id <> a.ancestor_id
    on conflict (user_id, ancestor_id) do nothing;
  end if;
  return null;
end
$$;

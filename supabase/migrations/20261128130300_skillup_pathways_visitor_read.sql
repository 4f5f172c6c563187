-- SkillUp pathways: visitors read published pathways. The first policy also let admins read
-- drafts through has_role(), which visitors may not execute, so every visitor's read of the
-- table failed (42501). Split: published for everyone, drafts for admins.
drop policy "skillup_pathways: everyone reads published" on public.skillup_pathways;
create policy "skillup_pathways: everyone reads published" on public.skillup_pathways
  for select to anon, authenticated using (status = 'published');
create policy "skillup_pathways: admins read drafts" on public.skillup_pathways
  for select to authenticated using (public.has_role((select auth.uid()), 'admin'));
